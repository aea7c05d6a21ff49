// A remote owns its modules: a build of content that describes one more module in its manifest is published beside
// the live one and switched in; the unchanged shell (its files byte for byte the same) shows the new menu entry and
// screen to those its access rule lets in, at their next navigation, and drops it when the build is switched back.
// The fixture is a copy of content's build, published as `npm run publish-remote` does, its manifest describing a
// Promo Partners module rendered by an exposed screen the build already has, over routes the API already serves.
import fs from 'node:fs';
import path from 'node:path';
import { publishRemote } from '../tools/releases.cjs';
import { distDir } from './env';
import { apiToken, expect, ports, signedInAs, test } from './fixtures';
import { fingerprint, switchRemote, unpublish } from './releases';

const content = `http://localhost:${ports.content}`;
const configured = `${content}/mf-manifest.json`;
const released = (version: string) => `${content}/releases/${version}/mf-manifest.json`;
const VERSION = '1.99.0';

const switchContent = (token: string, manifestUrl: string, version: string, fromUrl: string) =>
  switchRemote(`http://localhost:${ports.api}`, token, 'content', { manifestUrl, version, fromUrl });

test('a module a content build adds appears after one navigation for those allowed, not for others, and leaves when switched back; the shell is untouched', async ({ page, browser }) => {
  const shellBefore = fingerprint(path.join(distDir, 'shell'));
  publishRemote({
    distDir, project: 'content-mfe', as: VERSION, force: true,
    edit: (dir: string) => {
      // The copy's manifest is served as edited: its .br/.gz copies would be sent instead.
      for (const name of ['mf-manifest.json.br', 'mf-manifest.json.gz']) fs.rmSync(path.join(dir, name), { force: true });
      const file = path.join(dir, 'mf-manifest.json');
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      manifest.buildRecord.version = VERSION;
      manifest.modules.push({
        name: 'promo-partners',
        menu: { label: 'Promo Partners', group: 'main', order: 95 },
        // Opened by those who may change promotions: the demo viewer (index and read only) may not.
        access: { group: 'promotion', guard: ['promotion.update'] },
        forms: { add: 'add', edit: 'edit/:id', view: 'view/:id' },
        expose: 'Promotions',
      });
      fs.writeFileSync(file, JSON.stringify(manifest));
    },
  });
  const admin = await apiToken('admin@example.com');
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  try {
    await signedInAs(page, 'admin@example.com', '/banners');
    const menu = page.getByRole('navigation');
    await expect(menu.getByRole('link', { name: 'Banners', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Promo Partners' })).toHaveCount(0);

    expect(await switchContent(admin, released(VERSION), VERSION, configured)).toBe(200);
    // One navigation reads the live table, with the modules of content's new build.
    await menu.getByRole('link', { name: 'Placements', exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Promo Partners', exact: true })).toBeVisible();
    await menu.getByRole('link', { name: 'Promo Partners', exact: true }).click();
    await expect(page).toHaveURL(/\/promo-partners$/);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(page.getByText('Module unavailable')).toHaveCount(0);

    // The viewer's menu has no such entry, and its address is a 404 for them.
    await signedInAs(viewer, 'viewer@example.com', '/banners');
    await expect(viewer.getByRole('navigation').getByRole('link', { name: 'Banners', exact: true })).toBeVisible();
    await expect(viewer.getByRole('navigation').getByRole('link', { name: 'Promo Partners' })).toHaveCount(0);
    await viewer.goto(`http://localhost:${ports.shell}/promo-partners`);
    await expect(viewer).toHaveURL(/\/404$/);

    // Switched back: the module leaves the admin's menu at the next navigation.
    expect(await switchContent(admin, configured, '1.0.0', released(VERSION))).toBe(200);
    await menu.getByRole('link', { name: 'Banners', exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Promo Partners' })).toHaveCount(0);

    expect(fingerprint(path.join(distDir, 'shell'))).toEqual(shellBefore);
  } finally {
    await viewerContext.close();
    const live = await fetch(`http://localhost:${ports.api}/api/v1/remotes/live`, { headers: { 'x-access-token': admin } }).then((r) => r.json());
    const now = (live as { data: { remotes: Record<string, string> } }).data.remotes.content;
    if (now && now !== configured) await switchContent(admin, configured, '1.0.0', now);
    unpublish('content-mfe', VERSION);
  }
});

test('a build whose screens call a module the API does not serve is refused with the API to release first; the rest works', async ({ page }) => {
  const ako = `http://localhost:${ports.ako}`;
  const akoConfigured = `${ako}/mf-manifest.json`;
  const akoRelease = `${ako}/releases/9.1.0/mf-manifest.json`;
  publishRemote({
    distDir, project: 'ako-mfe', as: '9.1.0', force: true,
    edit: (dir: string) => {
      for (const name of ['mf-manifest.json.br', 'mf-manifest.json.gz']) fs.rmSync(path.join(dir, name), { force: true });
      const file = path.join(dir, 'mf-manifest.json');
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      manifest.buildRecord = { ...manifest.buildRecord, version: '9.1.0', api: ['coupon-archive'] };
      fs.writeFileSync(file, JSON.stringify(manifest));
    },
  });
  const admin = await apiToken('admin@example.com');
  const put = (body: object) => fetch(`http://localhost:${ports.api}/api/v1/remotes/ako`, {
    method: 'PUT', headers: { 'x-access-token': admin, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const refused = await put({ manifestUrl: akoRelease, version: '9.1.0', fromUrl: akoConfigured });
  expect(refused.status).toBe(409);
  expect(((await refused.json()) as { reasons: string[] }).reasons).toEqual(['ako 9.1.0 needs the coupon-archive API, which this API does not serve — release the API first']);
  // Forced, so the shell's own refusal is seen.
  expect((await put({ manifestUrl: akoRelease, version: '9.1.0', fromUrl: akoConfigured, force: true, reason: 'e2e: the shell refuses it too' })).status).toBe(200);
  try {
    await signedInAs(page, 'admin@example.com', '/ako-generator');
    const panel = page.getByRole('alert').filter({ hasText: 'Module unavailable' });
    await expect(panel).toContainText('ako 9.1.0 needs the coupon-archive API, which this API does not serve — release the API first');
    await page.getByRole('link', { name: 'Payout Message', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Payout Messages' })).toBeVisible();
  } finally {
    await put({ manifestUrl: akoConfigured, version: '1.0.0', fromUrl: akoRelease });
    unpublish('ako-mfe', '9.1.0');
  }
});
