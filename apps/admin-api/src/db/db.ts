// The database handle every module uses: PostgreSQL dialect, $1 placeholders, the same on PGlite and PostgreSQL.

export interface QueryResult<T> {
  rows: T[];
}

export interface Db {
  /** One statement with $1… parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
}

/** Named locks that hold across every API process on one database. */
export interface DbLocks {
  /**
   * Runs fn while holding the lock `name`, across every process on this database (PostgreSQL: an advisory
   * lock; PGlite: one process per data folder, so an in-process lock). fn's statements commit one by one.
   */
  withLock<T>(name: string, fn: (db: Db) => Promise<T>): Promise<T>;
}

/** Notices between every API process on one database (core/change-notify.ts builds on them). */
export interface DbNotices {
  /** Sends `payload` to every listener of `channel` (PostgreSQL: NOTIFY, all processes; PGlite: this process). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Listens on `channel` until the returned stop. `onGap` runs when notices may have been missed (PostgreSQL: the
   * listening connection was lost and made again), so the listener re-reads what it watches.
   */
  listen(channel: string, onNotice: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
}

/** What modules get as `app.db`. */
export type AppDb = Db & DbLocks & DbNotices;

/** The handle plus what only the core needs: multi-statement scripts (migrations) and shutdown. */
export interface DbConnection extends Db, DbLocks, DbNotices {
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}
