// Migrations run once across instances (README "Changing the schema"): two runs started at once on one fresh
// PostgreSQL schema both succeed and apply each migration once (the 'migrations' advisory lock; skipped without
// TEST_DATABASE_URL); two runs at once on one PGlite take turns too. And the lint that refuses a one-step rename or
// drop unless the migration says it is the contract step of an expand/contract change.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';

const url = process.env.TEST_DATABASE_URL;
const files = readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();

(url ? it : it.skip)('two migration runs at once on one fresh PostgreSQL schema: both succeed, each migration applied once', async () => {
  const schema = `test_migrate_${Date.now().toString(36)}`;
  const [a, b] = await Promise.all([openPostgres(url!, schema), openPostgres(url!, schema)]);
  try {
    const [first, second] = await Promise.all([migrate(a), migrate(b)]);
    expect([...first, ...second].sort()).toEqual(files);
    expect(first.filter((f) => second.includes(f))).toEqual([]);
    const { rows } = await a.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(files);
    // Again: nothing left to do.
    expect(await Promise.all([migrate(a), migrate(b)])).toEqual([[], []]);
  } finally {
    await Promise.all([a.close(), b.close()]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
});

it('two migration runs at once on one PGlite take turns', async () => {
  const db = await openPglite();
  try {
    const [first, second] = await Promise.all([migrate(db), migrate(db)]);
    expect([...first, ...second].sort()).toEqual(files);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
    expect(rows[0]!.n).toBe(files.length);
  } finally {
    await db.close();
  }
});

describe('the migration lint', () => {
  const ROOT = path.resolve(__dirname, '../../..');
  const lint = (dir: string, grandfathered?: string) =>
    promisify(execFile)(process.execPath, ['tools/migrations/lint.mjs', '--dir', dir, ...(grandfathered ? ['--grandfathered', grandfathered] : [])], { cwd: ROOT }).then(
      () => 0,
      (error: { code: number; stderr: string }) => error,
    );
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'migration-lint-'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, '001_expand.sql'), "ALTER TABLE banners ADD COLUMN title_new text; -- DROP COLUMN in a comment is no statement\nCOMMENT ON TABLE banners IS 'DROP TABLE banners';\n");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('passes the real migrations and an expand step', async () => {
    expect(await lint(path.join(ROOT, 'apps/admin-api/src/db/migrations'))).toBe(0);
    expect(await lint(dir)).toBe(0);
  });

  it.each([
    ['ALTER TABLE banners RENAME COLUMN title TO name;', 'RENAME COLUMN'],
    ['ALTER TABLE banners DROP COLUMN title;', 'DROP COLUMN'],
    ['ALTER TABLE banners RENAME TO adverts;', 'RENAME TO'],
    ['ALTER TABLE banners RENAME title TO name;', 'RENAME (column)'],
    ['DROP TABLE IF EXISTS banners;', 'DROP TABLE'],
  ])('refuses %s without the contract marker, accepts it with one', async (sql, named) => {
    writeFileSync(path.join(dir, '002_change.sql'), `${sql}\n`);
    const refused = await lint(dir);
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain(`002_change.sql: ${named}`);
    writeFileSync(path.join(dir, '002_change.sql'), `-- contract: banners.title unused since 2.14.0\n${sql}\n`);
    expect(await lint(dir)).toBe(0);
    // Or listed as older than the rule.
    writeFileSync(path.join(dir, '002_change.sql'), `${sql}\n`);
    const list = path.join(dir, 'grandfathered.json');
    writeFileSync(list, JSON.stringify({ files: ['002_change.sql'] }));
    expect(await lint(dir, list)).toBe(0);
  });
});
