// The remotes' hosts (tools/stack.cjs) answered `Access-Control-Allow-Origin: *`, while README says the
// shell's origin. A remote's code and manifest are loaded by the shell's page only: its origin is allowed, no other.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

interface Served {
  port: number;
  close(): Promise<void>;
}
interface Stack {
  serveStack(ports: Record<string, number>, options: { distDir: string; apiTarget: string }): Promise<{ servers: Record<string, Served>; stop(): Promise<unknown> }>;
  portsWithOffset(offset: number): Record<string, number>;
  remoteProjects: Record<string, string>;
}
const { serveStack, portsWithOffset, remoteProjects } = createRequire(__filename)('../../../tools/stack.cjs') as Stack;

// Its own ports (beside the e2e stacks' offsets), so it runs next to a developer's stack.
const ports = portsWithOffset(2090);
const shellOrigin = `http://localhost:${ports.shell}`;
let dist: string;
let stack: Awaited<ReturnType<Stack['serveStack']>>;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'remote-cors-'));
  for (const project of [...Object.values(remoteProjects), 'shell']) {
    mkdirSync(path.join(dist, project));
    writeFileSync(path.join(dist, project, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(dist, project, 'index.html'), '<!doctype html>');
  }
  stack = await serveStack(ports, { distDir: dist, apiTarget: 'http://127.0.0.1:9' });
});
afterAll(async () => {
  await stack.stop();
  rmSync(dist, { recursive: true, force: true });
});

function get(port: number, urlPath: string, origin?: string): Promise<Record<string, string | string[] | number | undefined>> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, headers: origin ? { origin } : {} }, (res) => {
      res.resume();
      res.on('end', () => resolve({ ...res.headers, status: res.statusCode }));
    });
    req.on('error', reject);
  });
}

describe('remote hosts', () => {
  it("answer the shell's origin with itself and Vary: Origin, never *", async () => {
    for (const name of Object.keys(remoteProjects)) {
      const answer = await get(ports[name], '/mf-manifest.json', shellOrigin);
      expect({ name, status: answer.status, allow: answer['access-control-allow-origin'] }).toEqual({ name, status: 200, allow: shellOrigin });
      expect(answer.vary).toMatch(/\bOrigin\b/);
    }
  });

  it('allow no other origin, also on a missing file', async () => {
    const other = await get(ports.files, '/mf-manifest.json', 'https://evil.example');
    expect(other['access-control-allow-origin']).toBeUndefined();
    expect(other.vary).toMatch(/\bOrigin\b/);
    const missing = await get(ports.files, '/nothing.js', shellOrigin);
    expect(missing.status).toBe(404);
    expect(missing.vary).toMatch(/\bOrigin\b/);
  });
});
