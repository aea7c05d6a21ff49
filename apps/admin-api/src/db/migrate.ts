// Runs the numbered SQL migrations (src/db/migrations/NNN_name.sql) once each, in order, at start.
// The run holds a database-wide lock ('migrations': a PostgreSQL advisory lock; PGlite has one process per data
// folder), so instances starting together on one database take turns: the first applies, the others find nothing
// left. The list of what is done is read under the lock, never before it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db, DbConnection } from './db';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

const migrationFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();

const RECORD_TABLE = 'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())';

/** Applies every migration not yet recorded; returns the names applied now. */
export async function migrate(db: DbConnection, dir = MIGRATIONS_DIR): Promise<string[]> {
  return db.withLock('migrations', async (locked) => {
    // PostgreSQL: the statements run on the connection that holds the lock (a multi-statement text without
    // parameters goes through the simple protocol). PGlite has one connection; its exec takes the scripts.
    const exec = db.kind === 'postgres' ? async (sql: string) => void (await locked.query(sql)) : (sql: string) => db.exec(sql);
    await exec(RECORD_TABLE);
    const done = new Set((await locked.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    const applied: string[] = [];
    for (const file of migrationFiles(dir)) {
      if (done.has(file)) continue;
      const sql = readFileSync(path.join(dir, file), 'utf8');
      // A migration and its record commit together, so a failed one is retried whole next start.
      await exec(`BEGIN;\n${sql}\n;INSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`).catch(async (error: unknown) => {
        await exec('ROLLBACK').catch(() => undefined);
        throw new Error(`Migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`);
      });
      applied.push(file);
    }
    return applied;
  });
}

/** The migrations of this build the database has not recorded (readiness: a server ahead of its schema is not ready). */
export async function pendingMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const done = new Set(rows.map((row) => row.name));
  return migrationFiles(dir).filter((file) => !done.has(file));
}
