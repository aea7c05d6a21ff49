// Two API instances on one PostgreSQL: a post through one reaches a stream open on the other at once
// (LISTEN/NOTIFY, not the 5-s sweep), and a logout or a role change through one ends a stream open on the other
// within 2 s (the stream re-reads its session from the database). Runs only with TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../app';
import { login } from '../../../test/helpers';
import { nextAddress, openStream, playerPost, type OpenStream } from './testing';

const databaseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = databaseUrl ? describe : describe.skip;

describeOnPostgres('the chat across two API instances on one PostgreSQL', () => {
  const schema = `test_chat2_${randomBytes(5).toString('hex')}`;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let baseA: string;
  let room: number;
  let admin: string;

  const instance = () => buildApp({ databaseUrl, databaseSchema: schema, dataDir: 'memory', demoData: true, logger: false, mailer: { send: async () => undefined } });

  beforeAll(async () => {
    a = await instance();
    b = await instance();
    await a.listen({ port: 0, host: '127.0.0.1' });
    baseA = `http://127.0.0.1:${(a.server.address() as AddressInfo).port}`;
    admin = await login(b, 'admin@example.com');
    room = (await b.inject({ method: 'GET', url: '/api/v1/chat/rooms', headers: { 'x-access-token': admin } })).json().data[0].id;
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  const streaming = async (token: string): Promise<OpenStream> => {
    const stream = await openStream(baseA, room, token);
    expect(stream.status).toBe(200);
    for (let i = 0; i < 100 && !stream.received.some((line) => line.includes('"ready"')); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    return stream;
  };

  it('a post through B reaches the stream open on A within 500 ms', async () => {
    const stream = await streaming(await login(a, 'viewer@example.com'));
    const text = `Przez B ${Date.now()}`;
    const posted = await b.inject({ method: 'POST', url: `/api/chat/rooms/${room}/messages`, remoteAddress: nextAddress(), payload: playerPost('p-two', 'DwaSerwery', text) });
    expect(posted.statusCode).toBe(201);
    const from = Date.now();
    while (!stream.received.some((line) => line.includes(text)) && Date.now() - from < 3_000) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(Date.now() - from).toBeLessThan(500);
    stream.abort();
  });

  it('a logout through B ends the stream open on A within 2 s', async () => {
    const token = await login(b, 'viewer@example.com');
    const stream = await streaming(token);
    expect((await b.inject({ method: 'POST', url: '/api/v1/logout', headers: { 'x-access-token': token } })).statusCode).toBe(200);
    const from = Date.now();
    expect((await stream.ended) - from).toBeLessThan(2_000);
  });

  it('chatroom.index removed from the role through B ends the stream open on A within 2 s', async () => {
    const call = (method: 'POST' | 'PUT', url: string, payload: object) => b.inject({ method, url, headers: { 'x-access-token': admin }, payload });
    const role = (await call('POST', '/api/v1/roles', { roleName: 'Two instances watcher', permissions: ['chatroom.index'] })).json().data;
    await call('POST', '/api/v1/users', { firstName: 'Two', lastName: 'Instances', email: 'two@example.com', rolesIds: [role.id], password: 'Passw0rd!' });
    const stream = await streaming(await login(a, 'two@example.com', 'Passw0rd!'));
    expect((await call('PUT', `/api/v1/roles/${role.id}`, { roleName: role.roleName, permissions: ['banners.index'], version: role.version })).statusCode).toBe(200);
    const from = Date.now();
    expect((await stream.ended) - from).toBeLessThan(2_000);
  });
});
