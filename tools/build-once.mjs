// Builds every app (Nx-cached) under a machine-wide lock and copies dist/apps to a private folder,
// so an e2e run or a bench is never served files another build is rewriting.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './stack.cjs';

export function buildAndSnapshot(target) {
  const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
  const lock = path.join(process.env.TMPDIR ?? '/tmp', 'backoffice-build.lock');
  const cmd = `npx nx run-many -t build --output-style=static && rm -rf '${target}' && mkdir -p '${target}' && cp -r dist/apps/. '${target}'`;
  // Build output goes to stderr: stdout carries the bench's markdown report.
  const result = spawnSync('flock', [lock, 'bash', '-c', cmd], { cwd: root, env, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error(`build failed (${result.status})`);
  return target;
}

export function freshDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  return dir;
}

export { cpSync };
