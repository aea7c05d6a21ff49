// Two processes on one PGlite data folder: the second is refused before it touches the data, the
// first keeps working, and a folder left locked by a killed process starts again.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STARTING_MESSAGE } from '../src/http/early-listen';
import { startServer, stopServer, whenServing, type ServerProcess } from './server-process';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'backoffice-single-'));
const running: ServerProcess[] = [];
const start = (env: Record<string, string>) => {
  const server = startServer({ DATA_DIR: dataDir, DEMO_DATA: 'true', PORT: '0', ...env });
  running.push(server);
  return server;
};

afterAll(async () => {
  await Promise.all(running.map((server) => stopServer(server, 'SIGKILL')));
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'Passw0rd!' }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function createRole(base: string, token: string, roleName: string): Promise<void> {
  const res = await fetch(`${base}/api/v1/roles`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-access-token': token }, body: JSON.stringify({ roleName, permissions: ['landing.index'] }) });
  expect(res.status).toBe(201);
}

async function roleNames(base: string, token: string): Promise<string[]> {
  const res = await fetch(`${base}/api/v1/roles?pageSize=100`, { headers: { 'x-access-token': token } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { roleName: string }[] | { items: { roleName: string }[] } };
  const rows = Array.isArray(body.data) ? body.data : body.data.items;
  return rows.map((row) => row.roleName);
}

test('a second API on the same PGlite data folder is refused at once; the first keeps working; a killed one leaves no blocking lock', async () => {
  const first = start({});
  const { base, startingAnswers } = await whenServing(first);
  // Anything answered before the database was ready was the 503 "starting" envelope.
  for (const answer of startingAnswers) expect(answer).toEqual({ status: 503, body: JSON.stringify({ message: STARTING_MESSAGE }) });
  const token = await signIn(base);
  await createRole(base, token, 'Before the second start');

  // Another port, same folder: refused by the data folder lock, quickly and with a clear message.
  const startedAt = Date.now();
  const second = start({});
  expect(await second.exited).toBe(1);
  expect(second.output()).toMatch(/data folder is in use by another admin API process \(pid \d+/);
  expect(Date.now() - startedAt).toBeLessThan(30_000);

  // Same port: refused before it opens anything.
  const samePort = start({ PORT: new URL(base).port });
  expect(await samePort.exited).toBe(1);
  expect(samePort.output()).toMatch(/port \d+ is already in use/);
  expect(samePort.output()).not.toMatch(/opening the database/);

  // The first still serves, reads and writes.
  await createRole(base, token, 'After the second start');
  expect(await roleNames(base, token)).toEqual(expect.arrayContaining(['Before the second start', 'After the second start']));

  // kill -9 leaves the lock file behind; the next start takes it over at once and finds the data intact.
  first.child.kill('SIGKILL');
  await first.exited;
  const third = start({});
  const restarted = await whenServing(third);
  const again = await signIn(restarted.base);
  expect(await roleNames(restarted.base, again)).toEqual(expect.arrayContaining(['Before the second start', 'After the second start']));
  expect(await stopServer(third)).toBe(0);
}, 180_000);

test('an invalid setting stops the server before it binds the port or opens the database', async () => {
  const server = start({ SESSION_IDLE_MINUTES: '8h' });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain('SESSION_IDLE_MINUTES="8h": expected a whole number of minutes from 1 to 43200');
  expect(server.output()).not.toMatch(/bound|opening the database/);
}, 60_000);
