// The database handle every module uses: PostgreSQL dialect, $1 placeholders, the same on PGlite and PostgreSQL.
import { createHash } from 'node:crypto';

export interface QueryResult<T> {
  rows: T[];
}

/**
 * A statement PostgreSQL parses and plans once per connection, then only binds (the hot paths: the session lookup on
 * every request, list pages). Its name is its text's hash, so two texts never share a name. PGlite runs the text.
 */
export interface PreparedSql {
  name: string;
  text: string;
}

const preparedByText = new Map<string, PreparedSql>();

export function prepared(text: string): PreparedSql {
  let statement = preparedByText.get(text);
  if (!statement) {
    statement = { name: `p${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text };
    // Texts come from code (list SQL has only placeholders for what a request sends); the cap guards a surprise.
    if (preparedByText.size < 2000) preparedByText.set(text, statement);
  }
  return statement;
}

export const sqlText = (sql: string | PreparedSql) => (typeof sql === 'string' ? sql : sql.text);

export interface Db {
  /** One statement with $1… parameters. */
  query<T = Record<string, unknown>>(sql: string | PreparedSql, params?: unknown[]): Promise<QueryResult<T>>;
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
  /** PostgreSQL: the pool's connections now (metrics); PGlite has one connection and no pool. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}
