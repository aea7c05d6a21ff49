// Prepared statements (db.ts prepared()): the same answers as plain text on both databases, and on PostgreSQL a
// table changed under a connection's plan (another instance's migration) still answers, with the new column.
import { randomBytes } from 'node:crypto';
import type { DbConnection } from './db';
import { prepared } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

const databaseUrl = process.env.TEST_DATABASE_URL;
const schema = `test_prepared_${randomBytes(5).toString('hex')}`;
let db: DbConnection;

beforeAll(async () => {
  db = databaseUrl ? await openPostgres(databaseUrl, schema) : await openPglite();
  await db.exec('CREATE TABLE items (id int PRIMARY KEY, name text); INSERT INTO items VALUES (1, $$one$$), (2, $$two$$);');
});

afterAll(async () => {
  if (databaseUrl) await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await db.close();
});

test('one name per text, and the answer of the text itself', async () => {
  const sql = 'SELECT t.* FROM items t WHERE t.id >= $1 ORDER BY t.id';
  expect(prepared(sql)).toBe(prepared(sql));
  expect(prepared(sql).name).not.toBe(prepared(`${sql} LIMIT 5`).name);
  expect((await db.query(prepared(sql), [2])).rows).toEqual([{ id: 2, name: 'two' }]);
  expect((await db.transaction((tx) => tx.query(prepared(sql), [1]))).rows).toHaveLength(2);
});

test('a table changed under the prepared plan answers with its new shape on every connection', async () => {
  const sql = 'SELECT t.* FROM items t WHERE t.id = $1';
  // Prepared on several pooled connections at once.
  await Promise.all(Array.from({ length: 6 }, () => db.query(prepared(sql), [1])));
  await db.exec('ALTER TABLE items ADD COLUMN note text');
  const answers = await Promise.all(Array.from({ length: 6 }, () => db.query(prepared(sql), [1])));
  for (const { rows } of answers) expect(rows).toEqual([{ id: 1, name: 'one', note: null }]);
  expect((await db.query(prepared(sql), [1])).rows).toEqual([{ id: 1, name: 'one', note: null }]);
});
