// PostgreSQL through `pg`, used when DATABASE_URL is set.
import pg from 'pg';
import type { Db, DbConnection, PreparedSql } from './db';
import { KeyedMutex } from './keyed-mutex';
import { pgNotices } from './pg-notices';

type Queryable = Pick<pg.PoolClient, 'query'>;

function wrapClient(client: Queryable): Db {
  return {
    async query<T>(sql: string | PreparedSql, params?: unknown[]) {
      const result = typeof sql === 'string' ? await client.query(sql, params) : await client.query({ ...sql, values: params });
      return { rows: result.rows as T[] };
    },
    // Already inside a transaction: nested calls share it.
    transaction: (fn) => fn(wrapClient(client)),
  };
}

/**
 * A prepared statement on a pooled connection. When a migration (another instance's, in a rolling deploy) changed a
 * table under the connection's plan, PostgreSQL refuses it (0A000, "cached plan must not change result type"): that
 * connection is dropped with its stale plans and the statement runs once unprepared.
 */
async function preparedQuery(pool: pg.Pool, sql: PreparedSql, params?: unknown[]): Promise<pg.QueryResult> {
  const client = await pool.connect();
  try {
    const result = await client.query({ ...sql, values: params });
    client.release();
    return result;
  } catch (error) {
    const stale = (error as { code?: unknown }).code === '0A000' && /cached plan/.test(String((error as Error).message));
    client.release(stale ? (error as Error) : undefined);
    if (stale) return pool.query(sql.text, params);
    throw error;
  }
}

/** CREATE SCHEMA IF NOT EXISTS is not safe when two instances start at once: they take turns. */
async function createSchema(pool: pg.Pool, schema: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`create-schema:${schema}`]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Opens a pool on `url`. With `schema`, every connection works in that schema (created if missing):
 * test files each get their own so they never collide.
 */
export async function openPostgres(url: string, schema?: string): Promise<DbConnection> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  if (schema) await createSchema(pool, schema);
  // Waiters of this process queue here, not on pool connections: the holder must still find one free.
  const locks = new KeyedMutex();
  const lockKey = (name: string) => `${schema ?? 'public'}:${name}`;
  const notices = pgNotices(pool, url, schema);
  return {
    kind: 'postgres',
    notify: notices.notify,
    listen: notices.listen,
    async query<T>(sql: string | PreparedSql, params?: unknown[]) {
      const result = typeof sql === 'string' ? await pool.query(sql, params) : await preparedQuery(pool, sql, params);
      return { rows: result.rows as T[] };
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrapClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    withLock: (name, fn) =>
      locks.run(name, async () => {
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [lockKey(name)]);
          try {
            return await fn(wrapClient(client));
          } finally {
            // A connection that cannot unlock is dropped, not pooled: closing the session frees its locks.
            await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [lockKey(name)]).catch((error: Error) => {
              broken = error;
            });
          }
        } finally {
          client.release(broken);
        }
      }),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max }),
    async close() {
      await notices.close();
      await pool.end();
    },
  };
}
