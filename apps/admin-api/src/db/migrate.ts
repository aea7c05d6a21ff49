// Runs the numbered SQL migrations (src/db/migrations/NNN_name.sql) once each, in order, at start.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DbConnection } from './db';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** Applies every migration not yet recorded; returns the names applied now. */
export async function migrate(db: DbConnection, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
  const files = readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readFileSync(path.join(dir, file), 'utf8');
    // A migration and its record commit together, so a failed one is retried whole next start.
    await db.exec(`BEGIN;\n${sql}\n;INSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`).catch(async (error: unknown) => {
      await db.exec('ROLLBACK').catch(() => undefined);
      throw new Error(`Migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    applied.push(file);
  }
  return applied;
}
