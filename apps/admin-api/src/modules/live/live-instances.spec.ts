// The feed across two API instances on one PostgreSQL. A change and a presence through B reach a stream
// open on A at once (LISTEN/NOTIFY, not the 5-s sweep); a logout through B ends A's stream; and a write that
// commits after a later one (its history row drawn first) still reaches a stream that already passed the later
// one: feed positions are drawn at commit. Runs only with TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../app';
import { login } from '../../../test/helpers';
import { openFeed, type FeedStream } from './testing';
import { storedImage } from '../../../test/stored-images';

const databaseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = databaseUrl ? describe : describe.skip;

describeOnPostgres('the live feed across two API instances on one PostgreSQL', () => {
  const schema = `test_live2_${randomBytes(5).toString('hex')}`;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let baseA: string;
  let admin: string;
  let n = 0;

  const instance = () => buildApp({ databaseUrl, databaseSchema: schema, dataDir: 'memory', demoData: true, logger: false, mailer: { send: async () => undefined } });
  const newMedal = async (app: FastifyInstance) => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/medals', headers: { 'x-access-token': admin }, payload: { medalKey: `two-${++n}`, namePl: 'Medal', rule: 'Wygraj kupon.', imageUrl: '/files/medals/m.png', sortOrder: 1 } });
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number };
  };

  beforeAll(async () => {
    a = await instance();
    b = await instance();
    await a.listen({ port: 0, host: '127.0.0.1' });
    baseA = `http://127.0.0.1:${(a.server.address() as AddressInfo).port}`;
    admin = await login(b, 'admin@example.com');
    // The image the medals name, stored where they are made (a link to no stored file is refused).
    await storedImage(b, 'medals/m.png', 'medal');
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  const feed = async (token: string): Promise<FeedStream> => {
    const stream = await openFeed(baseA, token);
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'ready');
    return stream;
  };

  it('a change through B reaches the stream open on A within 500 ms', async () => {
    const stream = await feed(await login(a, 'viewer@example.com'));
    const medal = await newMedal(b);
    const from = Date.now();
    await stream.next((e) => e.event === 'change' && e.data.module === 'medals' && e.data.id === medal.id);
    expect(Date.now() - from).toBeLessThan(500);
    stream.abort();
  });

  it('a presence through B reaches the stream open on A within 500 ms', async () => {
    const stream = await feed(admin);
    const put = await b.inject({ method: 'PUT', url: '/api/v1/live/presence', headers: { 'x-access-token': await login(b, 'viewer@example.com') }, payload: { module: 'medals', id: 3, tabId: 'two-instances-tab' } });
    expect(put.statusCode).toBe(204);
    const from = Date.now();
    await stream.next((e) => e.event === 'presence' && e.data.module === 'medals' && e.data.id === 3);
    expect(Date.now() - from).toBeLessThan(500);
    stream.abort();
  });

  it('a logout through B ends the stream open on A with `end` within 2 s', async () => {
    const token = await login(b, 'viewer@example.com');
    const stream = await feed(token);
    expect((await b.inject({ method: 'POST', url: '/api/v1/logout', headers: { 'x-access-token': token } })).statusCode).toBe(200);
    const from = Date.now();
    expect((await stream.next((e) => e.event === 'end', 2_500)).data).toEqual({ reason: 'logout' });
    expect((await stream.ended) - from).toBeLessThan(2_500);
  });

  it('a change whose transaction commits after a later one is still sent (no gap), after it', async () => {
    const stream = await feed(admin);
    const client = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
    await client.connect();
    try {
      // A slow write: its history row (and id) is drawn now, its commit comes last.
      await client.query('BEGIN');
      await client.query(`INSERT INTO history_entries (user_id, user_email, module, record_id, action, version) VALUES (NULL, 'system', 'medals', '424242', 'update', 2)`);
      const fast = await newMedal(b);
      await stream.next((e) => e.event === 'change' && e.data.id === fast.id && e.data.module === 'medals');
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
    // Nothing announced the raw write: the next write's notice (or the sweep) makes the stream look again.
    const after = await newMedal(b);
    await stream.next((e) => e.event === 'change' && e.data.id === after.id && e.data.module === 'medals');
    const order = stream.events.filter((e) => e.event === 'change' && e.data.module === 'medals').map((e) => e.data.id);
    expect(order.slice(-3)).toEqual([expect.any(Number), 424242, after.id]);
    stream.abort();
  });
});
