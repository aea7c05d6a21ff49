// A canary and its field data, end to end: a published ako build whose screen throws goes to a share of staff that
// holds one of two people; the other keeps the live build. The one in the canary sees the "Module failed" panel and,
// when the tab is hidden, reports the crash for that build; past the limit the API rolls the canary back by itself,
// the person's next navigation loads the live build, and the Modules screen shows the build's field data and why.
import fs from 'node:fs';
import path from 'node:path';
import { publishRemote } from '../tools/releases.cjs';
import { distDir } from './env';
import { apiToken, expect, ports, signedInAs, signIn, test } from './fixtures';
import { bucketOf } from '../apps/admin-api/src/modules/remotes/canary';
import { unpublish } from './releases';

const VERSION = '9.3.0';
const ako = `http://localhost:${ports.ako}`;
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

const get = async <T>(token: string, path: string): Promise<T> =>
  ((await (await fetch(`${api}/api/v1/${path}`, { headers: { 'x-access-token': token } })).json()) as { data: T }).data;
const userId = async (email: string) => (await get<{ user: { id: number } }>(await apiToken(email), 'profile')).user.id;

test('a canary reaches its share of staff only; a crash in it reaches Modules as field data, and the API rolls it back for everyone', async ({ page, browser }) => {
  publishCrashingAko();
  const admin = await apiToken('admin@example.com');
  // A share just above the lower of the two people's places: that one gets the canary, the other the live build.
  const people = [{ email: 'admin@example.com', bucket: bucketOf(await userId('admin@example.com'), 'ako') }, { email: 'editor@example.com', bucket: bucketOf(await userId('editor@example.com'), 'ako') }];
  const [inside, outside] = [...people].sort((a, b) => a.bucket - b.bucket);
  expect(inside.bucket).toBeLessThan(outside.bucket);
  const contexts = [await browser.newContext(), await browser.newContext()];
  try {
    const canary = await fetch(`${api}/api/v1/remotes/ako/canary`, {
      method: 'PUT', headers: { 'x-access-token': admin, 'content-type': 'application/json' },
      body: JSON.stringify({ manifestUrl: released, version: VERSION, percent: inside.bucket + 1 }),
    });
    expect(canary.status).toBe(200);

    const [staff, other] = await Promise.all(contexts.map((context) => context.newPage()));
    await signedInAs(other, outside.email, '/ako-generator');
    await expect(other.getByRole('heading', { level: 1, name: 'Ako Generator' })).toBeVisible();
    // A sign-in of its own: the run's shared session has sent the field data of every suite before this one.
    await signIn(staff, inside.email);
    await staff.goto('/ako-generator');
    await expect(staff.getByRole('alert').filter({ hasText: 'Module failed' })).toBeVisible();
    // The tab is hidden (the staff member moves on): what it gathered leaves at once.
    const sent = staff.waitForRequest((request) => request.url().endsWith('/api/v1/remotes/field-data') && request.method() === 'POST');
    await staff.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const batch = (await sent).postDataJSON() as { remote: string; version: string; samples: Array<{ kind: string }> };
    expect([batch.remote, batch.version, batch.samples.some((sample) => sample.kind === 'error')]).toEqual(['ako', VERSION, true]);

    // Past the limit (this stack: 1 session, checked every 2 s) the API rolls the canary back by itself.
    await expect.poll(async () => (await get<{ canaries: unknown[] }>(admin, 'remotes')).canaries.length, { timeout: 20_000 }).toBe(0);
    await staff.evaluate(() => delete (document as { visibilityState?: unknown }).visibilityState);
    // The navigation that reads the live table (without the canary) switches ako back for this person.
    const reread = staff.waitForResponse((response) => response.url().endsWith('/api/v1/remotes/live'));
    await staff.getByRole('link', { name: 'Payout Message', exact: true }).click();
    await reread;
    await staff.getByRole('link', { name: 'Ako Generator', exact: true }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Ako Generator' })).toBeVisible();

    await signedInAs(page, 'admin@example.com', '/modules');
    const card = page.getByRole('region', { name: 'ako' });
    const row = card.getByRole('table', { name: 'ako field data' }).getByRole('row', { name: new RegExp(`^${VERSION.replaceAll('.', '\\.')}`) });
    await expect(row).toContainText('100 %');
    await expect(card.getByRole('list', { name: 'ako history' })).toContainText(`The API rolled back the canary ${VERSION}: Rolled back automatically: 1 of 1 sessions (100 %) met a crashed screen`);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
    await fetch(`${api}/api/v1/remotes/ako/canary`, { method: 'DELETE', headers: { 'x-access-token': admin } });
    unpublish('ako-mfe', VERSION);
  }
});
