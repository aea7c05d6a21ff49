// `npm run e2e [-- playwright args]`: builds the production apps (Nx-cached), starts a fresh admin API with demo data
// and serves the shell and remotes as `npm start` does, then runs the Playwright suite in Debian's Chromium.
// E2E_PORT_OFFSET shifts every port so several runs can share a machine.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildAndSnapshot, freshDir } from './build-once.mjs';
import { portsWithOffset, root, serveStack, startApi } from './stack.cjs';
import { runFreshInstall } from './e2e-fresh.mjs';

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const ports = portsWithOffset(offset);
const work = path.join(root, 'tmp', `e2e-${offset}`);
// E2E_SKIP_BUILD=1 reuses the last snapshot of this offset (quick re-runs while writing a suite).
const distDir = process.env.E2E_SKIP_BUILD ? path.join(work, 'apps') : buildAndSnapshot(path.join(work, 'apps'));
const dataDir = freshDir(path.join(work, 'data'));

// STEP_UP_MINUTES=1: e2e/step-up.spec.ts lets a sign-in's proof run out in a minute (only accounts with a second
// factor are ever asked, and the demo accounts have none). PASSKEY_SIGN_IN: e2e/passkeys.spec.ts signs in with a
// passkey alone (the login page then offers it; accounts without a passkey sign in with the password as before).
// CANARY_*: e2e/field-data.spec.ts sees a canary rolled back after one session's crash, within seconds.
const api = await startApi({ port: ports.api, dataDir, env: { STEP_UP_MINUTES: '1', PASSKEY_SIGN_IN: 'true', CANARY_MIN_SESSIONS: '1', CANARY_CHECK_SECONDS: '2' } });
let stack = null;
let status = 1;
try {
  stack = await serveStack(ports, { distDir });
  // Asynchronous on purpose: the static servers live in this process and must keep answering while the suite runs.
  const run = spawn('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_PORTS: JSON.stringify(ports), E2E_DIST: distDir },
  });
  status = await new Promise((resolve) => run.on('exit', (code) => resolve(code ?? 1)));
} finally {
  await stack?.stop();
  await api.stop();
}
// The whole suite (no Playwright arguments) ends with the fresh-install journey on a stack without demo data.
if (process.argv.length <= 2 || process.env.E2E_FRESH === '1') {
  const fresh = await runFreshInstall({ distDir, offset });
  if (status === 0) status = fresh;
}
printPageSnapshots(path.join(root, 'tmp', `e2e-results-${ports.shell}`));
process.exit(status);

/** CI keeps only the log: print what the page showed when a test failed (Playwright's error-context.md). */
function printPageSnapshots(resultsDir) {
  if (!process.env.CI || !fs.existsSync(resultsDir)) return;
  const found = fs.readdirSync(resultsDir, { recursive: true }).filter((name) => String(name).endsWith('error-context.md'));
  for (const name of found) {
    const lines = fs.readFileSync(path.join(resultsDir, String(name)), 'utf8').split('\n');
    // The main region says what went wrong; the long menu before it rarely does.
    const main = lines.findIndex((line) => /^\s*- main\b/.test(line));
    const shown = lines.slice(Math.max(0, main), Math.max(0, main) + 150).join('\n');
    console.log(`\n--- page at the failure (${main >= 0 ? 'main region' : 'start'}): ${name}\n${shown}`);
  }
}
