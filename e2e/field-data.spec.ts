// Field data of remote builds, end to end: a published ako build whose screen throws is switched in; a browser that
// opens it sees the "Module failed" panel and, when its tab is hidden, reports the crash for that build; the Modules
// screen then shows the build's sessions and its share of sessions with an error beside the build before it.
import fs from 'node:fs';
import path from 'node:path';
import { publishRemote } from '../tools/releases.cjs';
import { distDir } from './env';
import { apiToken, expect, ports, signedInAs, test } from './fixtures';
import { switchRemote, unpublish } from './releases';

const VERSION = '9.3.0';
const ako = `http://localhost:${ports.ako}`;
const configured = `${ako}/mf-manifest.json`;
const released = `${ako}/releases/${VERSION}/mf-manifest.json`;
const api = `http://localhost:${ports.api}`;

/** ako's build, its version 9.3.0, whose generator screen throws while rendering its heading. */
function publishCrashingAko() {
  publishRemote({
    distDir, project: 'ako-mfe', as: VERSION, force: true,
    edit: (dir: string) => {
      for (const name of fs.readdirSync(dir)) {
        const file = path.join(dir, name);
        if (name === 'mf-manifest.json') {
          const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
          manifest.buildRecord.version = VERSION;
          fs.writeFileSync(file, JSON.stringify(manifest));
        } else if (name.endsWith('.js') && fs.readFileSync(file, 'utf8').includes('"Ako Generator"')) {
          fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll('"Ako Generator"', '(()=>{throw new Error("field data fixture: this build crashes")})()'));
        } else continue;
        // Served as edited: the build's compressed copies would be sent instead.
        fs.rmSync(`${file}.br`, { force: true });
        fs.rmSync(`${file}.gz`, { force: true });
      }
    },
  });
}

test('a crash in a switched build reaches the Modules screen as that build\'s field data', async ({ page, browser }) => {
  publishCrashingAko();
  const admin = await apiToken('admin@example.com');
  const staffContext = await browser.newContext();
  try {
    expect(await switchRemote(api, admin, 'ako', { manifestUrl: released, version: VERSION, fromUrl: configured })).toBe(200);

    const staff = await staffContext.newPage();
    await signedInAs(staff, 'admin@example.com', '/ako-generator');
    await expect(staff.getByRole('alert').filter({ hasText: 'Module failed' })).toBeVisible();
    // The tab is hidden (the staff member moves on): what it gathered leaves at once.
    const sent = staff.waitForRequest((request) => request.url().endsWith('/api/v1/remotes/field-data') && request.method() === 'POST');
    await staff.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const batch = (await sent).postDataJSON() as { remote: string; version: string; samples: Array<{ kind: string }> };
    expect([batch.remote, batch.version, batch.samples.some((sample) => sample.kind === 'error')]).toEqual(['ako', VERSION, true]);

    await expect.poll(async () => {
      const { data } = (await (await fetch(`${api}/api/v1/remotes/field-data`, { headers: { 'x-access-token': admin } })).json()) as { data: { builds: Array<{ remote: string; version: string; errorSessions: number }> } };
      return data.builds.find((build) => build.remote === 'ako' && build.version === VERSION)?.errorSessions ?? 0;
    }).toBeGreaterThan(0);

    await signedInAs(page, 'admin@example.com', '/modules');
    const card = page.getByRole('region', { name: 'ako' });
    const row = card.getByRole('table', { name: 'ako field data' }).getByRole('row', { name: new RegExp(`^${VERSION.replaceAll('.', '\\.')} \\(live\\)`) });
    await expect(row).toContainText('100 %');
  } finally {
    await staffContext.close();
    await switchRemote(api, admin, 'ako', { manifestUrl: configured, version: '1.0.0', fromUrl: released });
    unpublish('ako-mfe', VERSION);
  }
});
