// `npm run bench`: builds the production apps, starts a fresh API with demo data and the static servers,
// then runs each measurement section and prints one markdown report. It measures; it does not pass or fail.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildAndSnapshot, freshDir } from '../build-once.mjs';
import { portsWithOffset, root, serveStack, startApi } from '../stack.cjs';
import { startPlainApp } from './plain-app.mjs';

export const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

const sections = ['composition', 'lighthouse', 'signed-in', 'api', 'list-page', 'landing', 'files', 'ako', 'bet-match', 'schedule', 'live', 'interactions', 'live-list'];
const only = process.argv.slice(2);

const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const ports = portsWithOffset(offset);
const work = path.join(root, 'tmp', `bench-${offset}`);
// BENCH_SKIP_BUILD=1 reuses this offset's last snapshot (a re-run of one section on an unchanged build).
const distDir = process.env.BENCH_SKIP_BUILD ? path.join(work, 'apps') : buildAndSnapshot(path.join(work, 'apps'));
const dataDir = freshDir(path.join(work, 'data'));
const api = await startApi({ port: ports.api, dataDir });
const stack = await serveStack(ports, { distDir }).catch(async (error) => {
  await api.stop();
  throw error;
});

// The floor (the same app as one plain bundle) is built once, when a section first asks for it.
let plainApp = null;

const ctx = {
  root,
  chromiumArgs,
  plainApp: () => (plainApp ??= startPlainApp({ ports, distDir })),
  ports,
  distDir,
  dataDir,
  baseURL: `http://localhost:${ports.shell}`,
  apiURL: `http://localhost:${ports.api}`,
  launchBrowser: () => chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs }),
  /** Signs in on the composed app, or on the floor when its URL is given (the same login form). */
  async signIn(page, email, baseURL = ctx.baseURL) {
    await page.goto(`${baseURL}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  },
};

const out = [`# Back Office bench — ${new Date().toISOString()}`, '', `Machine: ${process.arch}, Node ${process.version}; production builds on localhost.`, ''];
try {
  for (const name of sections) {
    if (only.length && !only.includes(name)) continue;
    const file = path.join(root, 'tools/bench', `${name}.mjs`);
    if (!existsSync(file)) continue;
    const started = Date.now();
    try {
      const { default: bench } = await import(file);
      out.push(await bench(ctx));
    } catch (error) {
      out.push(`## ${name}\n\nnot measured: ${error instanceof Error ? error.message : String(error)}\n`);
    }
    console.error(`bench ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  if (plainApp) await plainApp.then((b) => b.close(), () => undefined);
  await stack.stop();
  await api.stop();
}
console.log(out.join('\n'));
