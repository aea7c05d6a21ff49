// The shell's static server and /api proxy (tools/stack.cjs) in front of a real API with TRUST_PROXY=loopback:
// the client address the throttles see is the proxy's socket peer, never a header the client wrote.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers';

interface Served {
  port: number;
  close(): Promise<void>;
}
interface Stack {
  serveApp(options: { dir: string; port: number; spa?: boolean; config?: object; apiTarget?: string }): Promise<Served>;
}
const { serveApp } = createRequire(__filename)('../../../tools/stack.cjs') as Stack;

let api: TestApp;
let shell: Served;
let dir: string;
const remotes = { content: 'http://localhost:4201/mf-manifest.json', files: 'http://localhost:4203/mf-manifest.json' };

beforeAll(async () => {
  api = await createTestApp({ trustProxy: ['loopback'] });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address();
  const apiPort = typeof address === 'object' && address ? address.port : 0;
  dir = mkdtempSync(path.join(os.tmpdir(), 'shell-proxy-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  shell = await serveApp({ dir, port: 0, spa: true, config: { apiBase: '/api/v1', remotes }, apiTarget: `http://127.0.0.1:${apiPort}` });
});
afterAll(async () => {
  await shell.close();
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

/** One request to the shell from a given loopback address (127.0.0.x are distinct clients to the proxy). */
function request(from: string, method: string, urlPath: string, { body, headers = {} }: { body?: object; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: shell.port, localAddress: from, method, path: urlPath, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}
const signIn = (from: string, email: string, password: string, headers?: Record<string, string>) =>
  request(from, 'POST', '/api/v1/auth/login', { body: { email, password }, headers });

it('ignores a client-written X-Forwarded-For: changing it does not escape the sign-in throttle', async () => {
  for (let i = 0; i < 5; i++) {
    const res = await signIn('127.0.0.2', 'viewer@example.com', 'wrong-pass', { 'x-forwarded-for': `198.51.100.${i}`, forwarded: `for=198.51.100.${i}` });
    expect(res.status).toBe(401);
  }
  expect((await signIn('127.0.0.2', 'viewer@example.com', 'Passw0rd!', { 'x-forwarded-for': '198.51.100.99' })).status).toBe(429);
});

it('keys the address lock on each client: 30 failures from one do not lock out another', async () => {
  for (let i = 0; i < 30; i++) await signIn('127.0.0.3', `nobody${i}@example.com`, 'wrong-pass');
  expect((await signIn('127.0.0.3', 'editor@example.com', 'Passw0rd!')).status).toBe(429);
  expect((await signIn('127.0.0.4', 'editor@example.com', 'Passw0rd!')).status).toBe(200);
});

it('refuses dot segments instead of proxying them past /api', async () => {
  for (const urlPath of ['/api/../files/x', '/api/%2e%2e/files/x', '/api/.%2E/files/x', '/api/..\\files/x', '/api/v1/./profile']) {
    expect({ urlPath, status: (await request('127.0.0.5', 'GET', urlPath)).status }).toEqual({ urlPath, status: 400 });
  }
  expect((await request('127.0.0.5', 'GET', '/api/health')).status).toBe(200);
});

it('sends a CSP naming only its own origin, the API and the remotes, and nosniff and no-referrer everywhere', async () => {
  const page = await request('127.0.0.5', 'GET', '/login');
  expect(page.status).toBe(200);
  const csp = String(page.headers['content-security-policy']);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self' http:\/\/localhost:4201 http:\/\/localhost:4203(;|$)/);
  expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+ http:\/\/localhost:4201 http:\/\/localhost:4203(;|$)/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  for (const res of [page, await request('127.0.0.5', 'GET', '/api/health'), await request('127.0.0.5', 'GET', '/config.json')]) {
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  }
});
