// A remote team's loop from CI, as README "Releasing from CI" writes it: a super admin creates a deploy token for
// landing; `npm run release -- landing <version>` with it uploads the build through the API, seals it and switches
// landing; a staff member's browser then loads landing from the API's release store, and a second release of the same
// version is refused (immutable). A stack and API of the test's own (ports +45): the run's shared landing stays put.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveStack, startApi } from '../tools/stack.cjs';
import { distDir } from './env';
import { DEMO_PASSWORD, expect, ports, signIn, test } from './fixtures';

const own = Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, v + 45])) as typeof ports;
const shell = `http://localhost:${own.shell}`;

/** `npm run release` as a pipeline runs it (the script itself, with the pipeline's environment). */
const release = (args: string[], token: string) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, ['tools/release.mjs', ...args], { env: { ...process.env, BACKOFFICE_API_URL: shell, BACKOFFICE_DEPLOY_TOKEN: token, RELEASE_DIST: distDir } }, (error, stdout, stderr) =>
      resolve({ code: typeof error?.code === 'number' ? error.code : error ? 1 : 0, stdout, stderr }),
    );
  });

test('a deploy token releases landing from CI: uploaded, sealed, switched, loaded by staff browsers; the same version again is refused', async ({ browser }) => {
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-release-'));
  const api = await startApi({ port: own.api, dataDir });
  const stack = await serveStack(own, { distDir, apiTarget: `http://localhost:${own.api}` });
  const context = await browser.newContext();
  try {
    const login = await fetch(`${shell}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }) });
    const admin = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const created = await fetch(`${shell}/api/v1/deploy-tokens`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-access-token': admin }, body: JSON.stringify({ name: 'landing CI', remotes: ['landing'] }) });
    expect(created.status).toBe(201);
    const { token } = ((await created.json()) as { data: { token: string } }).data;
    const version = (JSON.parse(fs.readFileSync(path.join(distDir, 'landing-mfe', 'mf-manifest.json'), 'utf8')) as { buildRecord: { version: string } }).buildRecord.version;

    const first = await release(['landing', version], token);
    expect(first.stderr).toBe('');
    expect(first.stdout).toContain(`landing ${version} published: ${shell}/api/v1/releases/landing/${version}/mf-manifest.json`);
    expect(first.stdout).toContain(`landing now serves ${version}`);

    // A staff member's browser loads landing's code from the release store, on the shell's own origin.
    const page = await context.newPage();
    const loaded: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`${shell}/api/v1/releases/landing/${version}/`) && response.ok()) loaded.push(response.url());
    });
    await signIn(page, 'admin@example.com', undefined, shell);
    await page.goto(`${shell}/landing-pages`);
    await expect(page.getByRole('heading', { name: 'Landing Pages' })).toBeVisible();
    expect(loaded.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(loaded.some((url) => /remoteEntry\.[0-9a-f]+\.js$/.test(url))).toBe(true);

    // Immutable: the same version cannot be released again.
    const again = await release(['landing', version], token);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`409 landing ${version} is already published: a published build never changes. Publish a new version.`);
    // The history names the token.
    const overview = await fetch(`${shell}/api/v1/remotes`, { headers: { 'x-access-token': admin } });
    const switches = ((await overview.json()) as { data: { switches: Array<{ remote: string; by: string }> } }).data.switches;
    expect(switches.find((row) => row.remote === 'landing')?.by).toBe('deploy token landing CI');
  } finally {
    await context.close();
    await stack.stop();
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
