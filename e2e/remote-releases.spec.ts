// Releasing one remote (README): a build that needs what the shell lacks is refused before it runs, with the reason
// and a report to the API; two builds side by side are switched and rolled back in App Setting › Modules, reaching a
// signed-in browser at its next navigation. The fixture builds are copies of the ako remote's build, published with
// tools/releases.cjs as `npm run publish-remote` does, their manifest (or code) edited.
import fs from 'node:fs';
import path from 'node:path';
import { publishRemote } from '../tools/releases.cjs';
import { distDir } from './env';
import { apiToken, expect, ports, signedInAs, test } from './fixtures';

const ako = `http://localhost:${ports.ako}`;
const configured = `${ako}/mf-manifest.json`;
const released = (version: string) => `${ako}/releases/${version}/mf-manifest.json`;

async function api(method: 'GET' | 'PUT', url: string, token: string, body?: object) {
  const res = await fetch(`http://localhost:${ports.api}/api/v1/${url}`, {
    method,
    headers: { 'x-access-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as { data: Record<string, never> } };
}

/** A copy edited by the test must be served as edited: the build's .br/.gz copies would be sent instead. */
function editFiles(dir: string, match: RegExp, edit: (text: string) => string) {
  for (const name of fs.readdirSync(dir)) {
    if (/\.(br|gz)$/.test(name) && match.test(name.replace(/\.(br|gz)$/, ''))) fs.rmSync(path.join(dir, name));
  }
  for (const name of fs.readdirSync(dir).filter((n) => match.test(n))) {
    fs.writeFileSync(path.join(dir, name), edit(fs.readFileSync(path.join(dir, name), 'utf8')));
  }
}

test('a remote built against a newer @backoffice/ui is refused with the reason, the rest works, the API has the report', async ({ page }) => {
  let built = { ui: '', newer: '' };
  publishRemote({
    distDir, project: 'ako-mfe', as: '9.0.0', force: true,
    edit: (dir: string) => editFiles(dir, /^mf-manifest\.json$/, (text) => {
      const manifest = JSON.parse(text);
      const record = manifest.buildRecord;
      record.version = '9.0.0';
      // One minor above the @backoffice/ui this build (and the shell of the same commit) was built with.
      const [major, minor] = String(record.needs['@backoffice/ui']).slice(1).split('.').map(Number);
      built = { ui: `${major}.${minor}`, newer: `${major}.${minor + 1}` };
      record.needs['@backoffice/ui'] = `^${built.newer}.0`;
      record.imports['@backoffice/ui'] = [...(record.imports['@backoffice/ui'] ?? []), 'CarouselField'];
      return JSON.stringify(manifest);
    }),
  });
  const admin = await apiToken('admin@example.com');
  // The API refuses the build as the shell would (409 with the reasons); forced, so the shell's own refusal is seen.
  expect((await api('PUT', 'remotes/ako', admin, { manifestUrl: released('9.0.0'), version: '9.0.0', fromUrl: configured })).status).toBe(409);
  expect((await api('PUT', 'remotes/ako', admin, { manifestUrl: released('9.0.0'), version: '9.0.0', fromUrl: configured, force: true, reason: 'e2e: the shell refuses it too' })).status).toBe(200);
  try {
    await signedInAs(page, 'admin@example.com', '/ako-generator');
    const panel = page.getByRole('alert').filter({ hasText: 'Module unavailable' });
    await expect(panel).toContainText(`ako 9.0.0 needs @backoffice/ui ≥ ${built.newer}, this shell has ${built.ui}.`);
    await expect(panel).toContainText(/this shell has \d+\.\d+\.\d+ — release the shell first/);
    await expect(panel).toContainText(/uses CarouselField from @backoffice\/ui, which this shell's @backoffice\/ui \d+\.\d+\.\d+ does not export/);
    const errorId = (await panel.locator('strong').innerText()).trim();
    expect(errorId).toMatch(/^E-[A-Z0-9]{6}$/);

    // Every other module keeps working.
    await page.getByRole('link', { name: 'Payout Message', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Payout Messages' })).toBeVisible();

    await expect.poll(async () => (await api('GET', 'remotes', admin)).body.data.loadErrors as Array<{ errorId: string; version: string }>)
      .toContainEqual(expect.objectContaining({ errorId, version: '9.0.0' }));
  } finally {
    await api('PUT', 'remotes/ako', admin, { manifestUrl: configured, version: '1.0.0', fromUrl: released('9.0.0') });
  }
});

test('two builds side by side: switched in Modules, a signed-in browser shows the other after one navigation; rolled back; both in history', async ({ page, browser }) => {
  publishRemote({
    distDir, project: 'ako-mfe', as: '1.0.1', force: true,
    edit: (dir: string) => {
      editFiles(dir, /\.js$/, (text) => text.replaceAll('"Ako Generator"', '"Ako Generator (build B)"'));
      editFiles(dir, /^mf-manifest\.json$/, (text) => JSON.stringify({ ...JSON.parse(text), buildRecord: { ...JSON.parse(text).buildRecord, version: '1.0.1' } }));
    },
  });
  const admin = await apiToken('admin@example.com');
  const staff = await browser.newContext();
  const other = await staff.newPage();
  try {
    // The other browser has run build A and moved on.
    await signedInAs(other, 'admin@example.com', '/ako-generator');
    await expect(other.getByRole('heading', { level: 1, name: 'Ako Generator', exact: true })).toBeVisible();
    await other.getByRole('link', { name: 'Payout Message', exact: true }).click();
    await expect(other.getByRole('heading', { name: 'Payout Messages' })).toBeVisible();

    await signedInAs(page, 'admin@example.com', '/modules');
    const section = page.getByRole('region', { name: 'ako' });
    await section.getByRole('button', { name: 'Switch ako to 1.0.1' }).click();
    await page.getByRole('dialog', { name: 'Switch' }).getByRole('button', { name: 'Yes' }).click();
    // By name, not email.
    await expect(section.getByRole('list', { name: 'ako history' })).toContainText('Anna Kowalska switched to 1.0.1');
    await expect(section.getByText(/^ako 1\.0\.1$/).first()).toBeVisible();

    // One navigation of the other browser reaches build B.
    await other.getByRole('link', { name: 'Ako Generator', exact: true }).click();
    await expect(other.getByRole('heading', { level: 1, name: 'Ako Generator (build B)' })).toBeVisible();

    // Roll back to the build of config.json.
    await section.getByRole('button', { name: 'Switch ako to 1.0.0' }).click();
    await page.getByRole('dialog', { name: 'Switch' }).getByRole('button', { name: 'Yes' }).click();
    await expect(section.getByRole('list', { name: 'ako history' })).toContainText('switched to 1.0.0');
    await other.getByRole('link', { name: 'Payout Message', exact: true }).click();
    await expect(other.getByRole('heading', { name: 'Payout Messages' })).toBeVisible();
    await other.getByRole('link', { name: 'Ako Generator', exact: true }).click();
    await expect(other.getByRole('heading', { level: 1, name: 'Ako Generator', exact: true })).toBeVisible();
    const history = section.getByRole('list', { name: 'ako history' }).getByRole('listitem');
    await expect(history.nth(0)).toContainText('switched to 1.0.0');
    await expect(history.nth(1)).toContainText('switched to 1.0.1');
    await page.screenshot({ path: `tmp/e2e-results-${ports.shell}/modules-screen.png`, fullPage: true });
  } finally {
    await staff.close();
    const live = ((await api('GET', 'remotes/live', admin)).body.data.remotes as Record<string, string>).ako;
    if (live && live !== configured) await api('PUT', 'remotes/ako', admin, { manifestUrl: configured, version: '1.0.0', fromUrl: live });
  }
});

test('Modules asks each remote for its published builds without a console error where nothing is published', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  await signedInAs(page, 'admin@example.com', '/modules');
  for (const remote of ['content', 'landing', 'files']) {
    await expect(page.getByRole('region', { name: remote })).toContainText('No other published build.');
  }
  expect(errors).toEqual([]);
});
