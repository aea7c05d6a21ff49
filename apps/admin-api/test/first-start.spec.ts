// First start and restarts: migrations apply once, the bootstrap admin exists only on an empty database,
// demo accounts are not duplicated, and data survives a restart (PGlite files, or the same PostgreSQL schema).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open';
import { createTestApp, login } from './helpers';

const pgUrl = process.env.TEST_DATABASE_URL || undefined;

it('applies each migration once', async () => {
  const schema = pgUrl ? `first_start_${Date.now()}` : undefined;
  const db = await openDb({ databaseUrl: pgUrl, databaseSchema: schema, dataDir: 'memory' });
  try {
    const first = await migrate(db);
    expect(first[0]).toBe('001_users_roles_sessions.sql');
    expect(await migrate(db)).toEqual([]);
  } finally {
    if (schema) await db.exec(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
  }
});

it('creates the bootstrap super admin on an empty database only', async () => {
  const app = await createTestApp({ demoData: false, bootstrapAdmin: { email: 'Boss@Example.com', password: 'Bootstrap1!' } });
  try {
    const token = await login(app, 'boss@example.com', 'Bootstrap1!');
    const profile = await app.inject({ method: 'GET', url: '/api/v1/profile', headers: { 'x-access-token': token } });
    expect(profile.json().data).toMatchObject({ allPermissions: true, user: { roles: ['Super admin'] } });
    const users = await app.inject({ method: 'GET', url: '/api/v1/users', headers: { 'x-access-token': token } });
    expect(users.json().data.total).toBe(1);
  } finally {
    await app.close();
  }
});

it('keeps data across a restart without duplicating demo accounts', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'admin-api-'));
  try {
    const first = await createTestApp({ dataDir });
    await first.close();
    const second = await createTestApp({ dataDir, bootstrapAdmin: { email: 'late@example.com', password: 'Bootstrap1!' } });
    const { rows } = await second.db.query<{ email: string }>('SELECT email FROM users ORDER BY id');
    expect(rows.map((r) => r.email)).toEqual(['admin@example.com', 'editor@example.com', 'viewer@example.com']);
    await login(second, 'viewer@example.com');
    await second.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
