// Embedded PostgreSQL (PGlite): the default, so `npm start` needs nothing installed.
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import { sqlText, type Db, type DbConnection, type PreparedSql } from './db';
import { KeyedMutex } from './keyed-mutex';
import { localNotices } from './local-notices';

function wrap(target: PGlite | Transaction): Db {
  return {
    async query<T>(sql: string | PreparedSql, params?: unknown[]) {
      const result = await target.query<T>(sqlText(sql), params);
      return { rows: result.rows };
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      // PGlite has one connection: a nested transaction reuses the outer one.
      if (!(target instanceof PGlite)) return fn(wrap(target));
      return target.transaction((tx) => fn(wrap(tx)));
    },
  };
}

/**
 * Opens PGlite in `dir` (created if needed), or in memory when dir is undefined. A folder is locked
 * (`<dir>.lock`) before it is opened and unlocked after it is closed: a second process is refused at once.
 */
export async function openPglite(dir?: string): Promise<DbConnection> {
  if (dir) mkdirSync(dir, { recursive: true });
  const lock = dir ? lockDataDir(`${dir}.lock`) : undefined;
  let pg: PGlite;
  try {
    pg = await PGlite.create(dir ? { dataDir: dir } : {});
  } catch (error) {
    lock?.release();
    throw error;
  }
  const locks = new KeyedMutex();
  const db = wrap(pg);
  return {
    kind: 'pglite',
    ...db,
    ...localNotices(),
    withLock: (name, fn) => locks.run(name, () => fn(db)),
    async exec(sql: string) {
      await pg.exec(sql);
    },
    async close() {
      try {
        await pg.close();
      } finally {
        lock?.release();
      }
    },
  };
}
