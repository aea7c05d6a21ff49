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

/** The handle plus what only the core needs: multi-statement scripts (migrations) and shutdown. */
export interface DbConnection extends Db {
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}
