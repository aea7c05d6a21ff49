// Throttles live in the database: a second API instance on the same database sees the first one's counts.
// On PostgreSQL (TEST_DATABASE_URL) both instances run at once; PGlite cannot be opened twice, so there the
// second instance starts on the same data directory after the first stops (still not per process).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers';

const clock = new Date('2026-03-01T10:00:00Z');
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'throttle-instances-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const signIn = (app: TestApp, password: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'viewer@example.com', password }, remoteAddress: '198.51.100.9' });

it('shares sign-in throttles between two API instances on one database', async () => {
  const shared = Boolean(process.env.TEST_DATABASE_URL);
  const first = await createTestApp({ dataDir: dir, now: () => clock });
  let second: TestApp | undefined;
  try {
    if (shared) second = await createTestApp({ dataDir: dir, now: () => clock });
    // Failures alternate between the instances where both run: 5 for the pair in all.
    for (let i = 0; i < 5; i++) expect((await signIn(second && i % 2 ? second : first, 'wrong-pass')).statusCode).toBe(401);
    if (!shared) {
      await first.close();
      second = await createTestApp({ dataDir: dir, now: () => clock });
    }
    const other = second as TestApp;
    const locked = await signIn(other, 'Passw0rd!');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
  } finally {
    if (shared) await first.close();
    await second?.close();
  }
});
