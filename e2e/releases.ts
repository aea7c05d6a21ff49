// A published fixture build of a remote, as the release suites make and remove them.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { releasesDirOf } from '../tools/releases.cjs';
import { distDir } from './env';

/** Every file of a built app and its content hash: what a browser could be served. */
export function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return out;
}

/** Takes a fixture build out of the releases again, so the other suites see the remote as they left it. */
export function unpublish(project: string, version: string) {
  const folder = path.join(releasesDirOf(distDir), project);
  fs.rmSync(path.join(folder, version), { recursive: true, force: true });
  const index = path.join(folder, 'builds.json');
  if (!fs.existsSync(index)) return;
  const builds = (JSON.parse(fs.readFileSync(index, 'utf8')) as { builds: { version: string }[] }).builds.filter((b) => b.version !== version);
  if (builds.length === 0) fs.rmSync(index);
  else fs.writeFileSync(index, `${JSON.stringify({ builds }, null, 2)}\n`);
}

/** Switches a remote in the live table of the API at `api` (a super admin's token). */
export async function switchRemote(api: string, token: string, remote: string, body: { manifestUrl: string; version: string; fromUrl: string | null }) {
  const res = await fetch(`${api}/api/v1/remotes/${remote}`, {
    method: 'PUT',
    headers: { 'x-access-token': token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.status;
}
