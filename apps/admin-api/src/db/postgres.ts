// PostgreSQL through `pg`, used when DATABASE_URL is set.
import pg from 'pg';
import type { Db, DbConnection } from './db';
import { KeyedMutex } from './keyed-mutex';
import { pgNotices } from './pg-notices';

type Queryable = Pick<pg.PoolClient, 'query'>;

function wrapClient(client: Queryable): Db {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[] };
    },
    // Already inside a transaction: nested calls share it.
    transaction: (fn) => fn(wrapClient(client)),
  };
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
    async query<T>(sql: string, params?: unknown[]) {
      const result = await pool.query(sql, params);
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
    async close() {
      await notices.close();
      await pool.end();
    },
  };
}
