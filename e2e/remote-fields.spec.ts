// A remote owns its modules' fields: a team adds a field to an existing module (SEO descriptions gain keywords: the
// definition, the form, a migration and the remote's version — remote-field/seo-keywords.patch, the diff it would
// commit). The test builds content from this commit's sources with that diff, starts the API of the same sources (the
// API release that stores the field), publishes the build beside the live one and switches it in: the staff's next
// navigation shows the field and saves it, while the shell and the other remotes are this run's builds, untouched.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishRemote } from '../tools/releases.cjs';
import { root, serveStack, startApi } from '../tools/stack.cjs';
import { distDir } from './env';
import { DEMO_PASSWORD, expect, ports, signIn, test } from './fixtures';
import { fingerprint, switchRemote, unpublish } from './releases';

const PATCH = path.join(__dirname, 'remote-field', 'seo-keywords.patch');
const VERSION = '1.98.0';

/** This commit's sources with the team's diff applied, beside this checkout's node_modules; content built there. */
function teamCheckout(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-field-'));
  execFileSync('sh', ['-c', `git archive HEAD | tar -x -C "${dir}"`], { cwd: root });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  execFileSync('git', ['apply', PATCH], { cwd: dir });
  execFileSync(path.join(root, 'node_modules', '.bin', 'webpack'), ['--config', 'apps/content-mfe/webpack.config.js', '--mode', 'production'], {
    cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NX_DAEMON: 'false' },
  });
  return dir;
}

test('a field a content build adds to a module shows and saves after one navigation, with its API release; the shell and the other remotes are untouched', async ({ browser }) => {
  test.setTimeout(300_000);
  // A stack of its own (every port +80): this run's shell and remotes in front of the team's API release.
  const own = Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, v + 80])) as typeof ports;
  const apiBase = `http://localhost:${own.api}`;
  const content = `http://localhost:${own.content}`;
  const configured = `${content}/mf-manifest.json`;
  const released = `${content}/releases/${VERSION}/mf-manifest.json`;
  const untouched = ['shell', 'landing-mfe', 'files-mfe', 'ako-mfe'];
  const before = untouched.map((app) => fingerprint(path.join(distDir, app)));

  const checkout = teamCheckout();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-field-data-'));
  const api = await startApi({ port: own.api, dataDir, cwd: checkout });
  const stack = await serveStack(own, { distDir, apiTarget: apiBase });
  publishRemote({ distDir, project: 'content-mfe', source: path.join(checkout, 'dist', 'apps', 'content-mfe') });
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const login = await fetch(`${apiBase}/api/v1/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;

    await signIn(page, 'admin@example.com', undefined, `http://localhost:${own.shell}`);
    await page.goto(`http://localhost:${own.shell}/editable-seo-desc/edit/home`);
    await expect(page.getByLabel(/^Description/)).toBeVisible();
    await expect(page.getByLabel(/^Keywords/)).toHaveCount(0);

    expect(await switchRemote(apiBase, token, 'content', { manifestUrl: released, version: VERSION, fromUrl: configured })).toBe(200);
    // One navigation reads the live table and loads content's new build.
    await page.getByRole('navigation').getByRole('link', { name: 'Editable SEO Desc', exact: true }).click();
    await page.getByRole('row', { name: /Strona główna/ }).getByRole('link', { name: 'Edit Strona główna' }).click();
    await expect(page).toHaveURL(/\/editable-seo-desc\/edit\/home$/);
    await page.getByLabel(/^Keywords/).fill('zakłady, bonus, kursy');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('SEO description updated successfully')).toBeVisible();

    // Stored by the API release: read back by another request and shown again after a reload.
    const stored = await fetch(`${apiBase}/api/v1/seo/home`, { headers: { 'x-access-token': token } }).then((r) => r.json());
    expect((stored as { data: { pl_keywords: string } }).data.pl_keywords).toBe('zakłady, bonus, kursy');
    await page.reload();
    await expect(page.getByLabel(/^Keywords/)).toHaveValue('zakłady, bonus, kursy');

    expect(untouched.map((app) => fingerprint(path.join(distDir, app)))).toEqual(before);
  } finally {
    await context.close();
    await stack.stop();
    await api.stop();
    unpublish('content-mfe', VERSION);
    fs.rmSync(checkout, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
