// `npm run e2e [-- playwright args]`: builds the production apps (Nx-cached), starts a fresh admin API with demo data
// and serves the shell and remotes as `npm start` does, then runs the Playwright suite in Debian's Chromium.
// E2E_PORT_OFFSET shifts every port so several runs can share a machine.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildAndSnapshot, freshDir } from './build-once.mjs';
import { portsWithOffset, root, serveStack, startApi } from './stack.mjs';

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const ports = portsWithOffset(offset);
const work = path.join(root, 'tmp', `e2e-${offset}`);
const distDir = buildAndSnapshot(path.join(work, 'apps'));
const dataDir = freshDir(path.join(work, 'data'));

const api = await startApi({ port: ports.api, dataDir });
const stack = await serveStack(ports, { distDir });
let status = 1;
try {
  const run = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_PORTS: JSON.stringify(ports), E2E_DIST: distDir },
  });
  status = run.status ?? 1;
} finally {
  await stack.stop();
  await api.stop();
}
process.exit(status);
