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

/** What modules get as `app.db`. */
export type AppDb = Db & DbLocks;

/** The handle plus what only the core needs: multi-statement scripts (migrations) and shutdown. */
export interface DbConnection extends Db, DbLocks {
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}
