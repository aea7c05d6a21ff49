// The fresh-install journey: the production apps against an admin API started as production starts it —
// no demo data, only the bootstrap super admin — on ports of its own, then e2e/fresh-install's Playwright suite.
// Run by tools/e2e.mjs after the main suite (same build), or alone: `node tools/e2e-fresh.mjs` (E2E_SKIP_BUILD=1
// reuses this offset's last build).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAndSnapshot, freshDir } from './build-once.mjs';
import { portsWithOffset, root, serveStack, startApi } from './stack.cjs';

/** Ports of the fresh stack: beside the main suite's (offset + 500), so both may run on one machine. */
const FRESH_PORT_SHIFT = 500;
export const BOOTSTRAP_ADMIN = { email: 'owner@bukmacher.example', password: 'Pierwszy-Dzien-1' };

/** Runs the journey against the apps in `distDir`; resolves with Playwright's exit code. */
export async function runFreshInstall({ distDir, offset }) {
  const ports = portsWithOffset(offset + FRESH_PORT_SHIFT);
  const dataDir = freshDir(path.join(root, 'tmp', `e2e-fresh-${offset}`, 'data'));
  const api = await startApi({
    port: ports.api,
    dataDir,
    env: { DEMO_DATA: 'false', BOOTSTRAP_ADMIN_EMAIL: BOOTSTRAP_ADMIN.email, BOOTSTRAP_ADMIN_PASSWORD: BOOTSTRAP_ADMIN.password },
  });
  let stack = null;
  try {
    stack = await serveStack(ports, { distDir });
    const run = spawn('npx', ['playwright', 'test', '-c', 'e2e/fresh-install/playwright.config.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_PORTS: JSON.stringify(ports), E2E_DIST: distDir, E2E_BOOTSTRAP_ADMIN: JSON.stringify(BOOTSTRAP_ADMIN) },
    });
    return await new Promise((resolve) => run.on('exit', (code) => resolve(code ?? 1)));
  } finally {
    await stack?.stop();
    await api.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
  const apps = path.join(root, 'tmp', `e2e-${offset}`, 'apps');
  const distDir = process.env.E2E_SKIP_BUILD ? apps : buildAndSnapshot(apps);
  process.exit(await runFreshInstall({ distDir, offset }));
}
