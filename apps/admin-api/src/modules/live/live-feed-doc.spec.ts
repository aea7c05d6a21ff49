// The stream's events as the OpenAPI document states them: every event a real stream sends (ready, change, presence,
// end) validates against the schema the document gives for its name, and a payload with a field the document does not
// name is refused. PGlite and, with TEST_DATABASE_URL, PostgreSQL.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { AddressInfo } from 'node:net';
import { LIVE_EVENTS } from '@backoffice/validation';
import { DOC_KEYWORDS } from '../../core/doc-extensions';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { openFeed, type FeedEvent } from './testing';

type Json = Record<string, unknown>;

let app: TestApp;
let base: string;
let admin: string;
let events: Map<string, ValidateFunction>;
let anyEvent: ValidateFunction;

/** `#/components/schemas/X` → `X`, the id each component is added under. */
const localRefs = (node: unknown): unknown =>
  Array.isArray(node) ? node.map(localRefs)
    : node && typeof node === 'object' ? Object.fromEntries(Object.entries(node).map(([k, value]) => [k, k === '$ref' && typeof value === 'string' ? value.replace('#/components/schemas/', '') : localRefs(value)]))
      : node;

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  admin = await login(app, 'admin@example.com');
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: Json }> }> }>>; components: { schemas: Record<string, Json> } };
  const stream = doc.paths['/api/v1/live']!.get!.responses['200']!.content['text/event-stream']!.schema;
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
  addFormats(ajv);
  for (const keyword of [...DOC_KEYWORDS, 'x-events']) ajv.addKeyword(keyword);
  for (const [name, schema] of Object.entries(doc.components.schemas)) ajv.addSchema(localRefs(schema) as Json, name);
  events = new Map(Object.entries(stream['x-events'] as Record<string, Json>).map(([name, schema]) => [name, ajv.compile(localRefs(schema) as Json)]));
  anyEvent = ajv.compile(localRefs({ oneOf: stream.oneOf }) as Json);
});
afterAll(() => app.close());

const call = (method: 'POST' | 'PUT', url: string, token: string, payload: object) => app.inject({ method, url, headers: { 'x-access-token': token }, payload });

/** What the document says of one event: its schema's errors (none when it validates), or that it is not documented. */
function problems(event: FeedEvent): unknown {
  const validate = events.get(event.event);
  if (!validate) return `event ${event.event} is not documented`;
  return [validate(event.data) ? null : validate.errors, anyEvent(event.data) ? null : anyEvent.errors];
}

describe('the change feed as the OpenAPI document states it', () => {
  it('documents one component schema per event, named after the stream', () => {
    expect([...events.keys()].sort()).toEqual(Object.keys(LIVE_EVENTS).sort());
  });

  it('sends ready, change, presence and end events that validate against their documented schemas', async () => {
    const viewer = await login(app, 'viewer@example.com');
    const stream = await openFeed(base, admin);
    const ending = await openFeed(base, viewer);
    expect([stream.status, ending.status]).toEqual([200, 200]);
    await stream.next((e) => e.event === 'ready');
    const role = await call('POST', '/api/v1/roles', admin, { roleName: 'Documented feed', permissions: ['medals.index'] });
    expect(role.statusCode).toBe(201);
    await stream.next((e) => e.event === 'change' && e.data.module === 'roles');
    expect((await call('PUT', '/api/v1/live/presence', viewer, { module: 'medals', id: 3, tabId: 'doc-tab-0001', editing: true })).statusCode).toBe(204);
    await stream.next((e) => e.event === 'presence' && (e.data.users as unknown[]).length === 1);
    expect((await call('POST', '/api/v1/live/presence/leave', viewer, { module: 'medals', id: 3, tabId: 'doc-tab-0001' })).statusCode).toBe(204);
    await stream.next((e) => e.event === 'presence' && (e.data.users as unknown[]).length === 0);
    expect((await call('POST', '/api/v1/logout', viewer, {})).statusCode).toBe(200);
    await ending.next((e) => e.event === 'end', 2_500);
    stream.abort();
    const sent = [...stream.events, ...ending.events];
    expect(new Set(sent.map((e) => e.event))).toEqual(new Set(['ready', 'change', 'presence', 'end']));
    for (const event of sent) expect([event.event, event.data, problems(event)]).toEqual([event.event, event.data, [null, null]]);
  });

  it('refuses a payload with a field the document does not name, or a presence on a record without a number', () => {
    const change = { seq: 4, module: 'medals', id: 2, version: 1, kind: 'create', by: { id: 1, name: 'Admin' }, at: new Date().toISOString() };
    expect(problems({ event: 'change', data: change })).toEqual([null, null]);
    expect(problems({ event: 'change', data: { ...change, extra: true } })).not.toEqual([null, null]);
    expect(problems({ event: 'presence', data: { module: 'medals', id: '2', users: [] } })).not.toEqual([null, null]);
    expect(problems({ event: 'end', data: { reason: 'bored' } })).not.toEqual([null, null]);
  });
});
