// Embedded PostgreSQL (PGlite): the default, so `npm start` needs nothing installed.
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, DbConnection } from './db';

function wrap(target: PGlite | Transaction): Db {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await target.query<T>(sql, params);
      return { rows: result.rows };
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      // PGlite has one connection: a nested transaction reuses the outer one.
      if (!(target instanceof PGlite)) return fn(wrap(target));
      return target.transaction((tx) => fn(wrap(tx)));
    },
  };
}

/** Opens PGlite in `dir` (created if needed), or in memory when dir is undefined. */
export async function openPglite(dir?: string): Promise<DbConnection> {
  if (dir) mkdirSync(dir, { recursive: true });
  const pg = await PGlite.create(dir ? { dataDir: dir } : {});
  return {
    kind: 'pglite',
    ...wrap(pg),
    async exec(sql: string) {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}
