// The OpenAPI document is complete (every operation named, summarised, typed, with its 4xx) and its response
// schemas are docs only: Fastify never filters an answer by them.
import { createTestApp, login, type TestApp } from './helpers';

type Operation = { operationId?: string; summary?: string; responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }> };

let app: TestApp;
let token: string;
let operations: [string, string, Operation][];

beforeAll(async () => {
  app = await createTestApp();
  token = await login(app, 'admin@example.com');
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>>; servers: unknown[] };
  expect(doc.servers.length).toBeGreaterThan(0);
  operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => [path, method, op] as [string, string, Operation]));
});
afterAll(() => app.close());

const schemaOf = (op: Operation, status: string) => op.responses[status]?.content?.['application/json']?.schema;

describe('OpenAPI document', () => {
  it('names, summarises and types every operation, with at least one 4xx', () => {
    const ids = operations.map(([, , op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [path, method, op] of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect([where, typeof op.operationId]).toEqual([where, 'string']);
      expect([where, Boolean(op.summary)]).toEqual([where, true]);
      expect([where, Object.keys(op.responses).some((s) => /^4\d\d$/.test(s))]).toEqual([where, true]);
      expect([where, Object.keys(op.responses).some((s) => /^[23]\d\d$/.test(s))]).toEqual([where, true]);
    }
  });

  it('keeps hidden routes out and names the file wildcard', () => {
    const paths = operations.map(([path]) => path);
    expect(paths).not.toContain('/api/health');
    expect(paths).toContain('/files/{path}');
    expect(paths.some((p) => p.includes('*'))).toBe(false);
  });

  it('derives engine ids and the record and page schemas from the module', () => {
    const find = (id: string) => operations.find(([, , op]) => op.operationId === id)?.[2];
    const list = find('listLandingPages')!;
    const page = schemaOf(list, '200') as { properties: { data: { required: string[]; properties: { items: { items: { properties: Record<string, unknown> } } } } } };
    expect(page.properties.data.required).toEqual(['items', 'total', 'page', 'pageSize']);
    expect(Object.keys(page.properties.data.properties.items.items.properties)).toEqual(expect.arrayContaining(['id', 'version', 'createdAt', 'updatedAt', 'config', 'deletedAt']));
    for (const id of ['getLandingPage', 'createLandingPage', 'replaceLandingPage', 'updateLandingPage', 'deleteLandingPage', 'restoreLandingPage', 'listRoles', 'getUser', 'createUser']) expect([id, Boolean(find(id))]).toEqual([id, true]);
    const update = find('updateLandingPage')!;
    expect(Object.keys(update.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409']);
    expect(schemaOf(update, '400')).toMatchObject({ required: ['message', 'errorMessages'] });
    expect(Object.keys(find('login')!.responses)).toEqual(expect.arrayContaining(['400', '401', '429']));
  });
});

describe('response schemas are docs only', () => {
  it('answers every field, including those the documented schema does not list', async () => {
    // The base config's `config` is documented as a bare object; a serialiser built from the schema would empty it.
    const base = await app.inject({ method: 'GET', url: '/api/baseConfig', headers: { 'x-access-token': token } });
    expect(base.statusCode).toBe(200);
    expect(Object.keys(base.json().data.config).length).toBeGreaterThan(3);
    // The bulk-edit pages are documented as bare objects too.
    const list = await app.inject({ method: 'GET', url: '/api/landingPages?pageSize=2', headers: { 'x-access-token': token } });
    const ids = (list.json().data.items as { id: number }[]).map((p) => p.id);
    const bulk = await app.inject({ method: 'GET', url: `/api/landingPages/bulkEdit?ids=${ids.join(',')}`, headers: { 'x-access-token': token } });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().data.pages[0]).toMatchObject({ id: expect.any(Number), config: expect.any(Object), version: expect.any(Number) });
    expect(Object.keys(bulk.json().data.pages[0].config).length).toBeGreaterThan(2);
  });
});
