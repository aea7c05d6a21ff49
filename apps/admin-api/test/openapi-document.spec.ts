// The OpenAPI document is complete (every operation named, summarised, typed, with its 4xx) and its response
// schemas are docs only: Fastify never filters an answer by them.
import { createTestApp, login, type TestApp } from './helpers';

type Operation = { operationId?: string; summary?: string; tags?: string[]; requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }; responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }> };
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; servers: { url: string }[]; tags: { name: string; description: string }[]; components: { schemas: Record<string, Record<string, unknown>> } };

let app: TestApp;
let token: string;
let operations: [string, string, Operation][];
let doc: Doc;

beforeAll(async () => {
  app = await createTestApp();
  token = await login(app, 'admin@example.com');
  doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
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
    expect(paths).toContain('/files');
    expect(paths.some((p) => p.includes('*'))).toBe(false);
  });

  it('derives engine ids and the named record, create, update and page schemas from the module', () => {
    const find = (id: string) => operations.find(([, , op]) => op.operationId === id)?.[2];
    const { schemas } = doc.components;
    const page = schemas.LandingPagePage as { required: string[]; properties: { items: { items: { $ref: string } } } };
    expect(page.required).toEqual(['items', 'total', 'page', 'pageSize']);
    expect(page.properties.items.items.$ref).toBe('#/components/schemas/LandingPage');
    expect(Object.keys((schemas.LandingPage as { properties: object }).properties)).toEqual(expect.arrayContaining(['id', 'version', 'createdAt', 'updatedAt', 'config', 'deletedAt']));
    for (const id of ['getLandingPage', 'createLandingPage', 'replaceLandingPage', 'updateLandingPage', 'deleteLandingPage', 'restoreLandingPage', 'listRoles', 'getUser', 'createUser', 'listMedals', 'createMedal', 'getMedal', 'updateMedal', 'deleteMedal', 'listHotBanners', 'createHotBanner', 'listSpecialCategories', 'createSpecialCategory', 'listSeoDescriptions', 'createSeoDescription']) expect([id, Boolean(find(id))]).toEqual([id, true]);
    const update = find('updateLandingPage')!;
    expect(Object.keys(update.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '413', '414', '415']);
    expect(schemaOf(update, '400')).toEqual({ $ref: '#/components/schemas/Error' });
    expect(schemas.Error).toMatchObject({ required: ['message'] });
    expect(Object.keys(find('login')!.responses)).toEqual(expect.arrayContaining(['400', '401', '429']));
  });

  it('gives each record module its record, create and update body, with required fields as the server demands', () => {
    const { schemas } = doc.components;
    for (const name of ['Medal', 'MedalCreate', 'MedalUpdate', 'MedalReplace', 'MedalPage']) expect([name, Boolean(schemas[name])]).toEqual([name, true]);
    expect(schemas.MedalCreate.required).toEqual(['medalKey', 'namePl', 'rule', 'imageUrl', 'sortOrder']);
    expect(schemas.MedalUpdate.required).toEqual(['version']);
    expect((schemas.MedalCreate.properties as Record<string, unknown>).sortOrder).toMatchObject({ type: 'integer' });
    expect((schemas.Medal.properties as Record<string, unknown>).createdBy).toEqual(expect.objectContaining({ type: ['integer', 'null'] }));
    expect((schemas.Medal.properties as Record<string, unknown>).status).toEqual(expect.objectContaining({ enum: ['active', 'inactive'] }));
  });

  it('is OpenAPI 3.1 with plain nullable types, integer paging and ids, defined tags and a real server', () => {
    const text = JSON.stringify(doc);
    expect(doc.openapi).toBe('3.1.0');
    expect(text).not.toContain('"nullable"');
    expect(text).not.toContain('"enum":[null]');
    const list = operations.find(([, , op]) => op.operationId === 'listMedals')![2] as unknown as { parameters: { name: string; schema: { type: string } }[] };
    expect(list.parameters.filter((p) => ['page', 'pageSize'].includes(p.name)).map((p) => p.schema.type)).toEqual(['integer', 'integer']);
    const get = operations.find(([, , op]) => op.operationId === 'getMedal')![2] as unknown as { parameters: { name: string; schema: { type: string } }[] };
    expect(get.parameters.find((p) => p.name === 'id')!.schema.type).toBe('integer');
    const used = new Set(operations.flatMap(([, , op]) => op.tags ?? []));
    expect(doc.tags.map((t) => t.name).sort()).toEqual([...used].sort());
    for (const tag of doc.tags) expect([tag.name, tag.description.length > 0]).toEqual([tag.name, true]);
    expect(doc.servers[0].url).toBe(app.config.publicUrl);
  });

  it('types every success answer (no bare `{}`) and names its real content type', () => {
    const untyped = operations.filter(([, , op]) => Object.entries(op.responses).some(([status, r]) => status.startsWith('2') && JSON.stringify(r.content ?? {}).includes('"data":{}'))).map(([, , op]) => op.operationId);
    expect(untyped).toEqual([]);
    const contentOf = (id: string) => Object.keys(operations.find(([, , op]) => op.operationId === id)![2].responses['200'].content ?? {});
    expect(contentOf('getSitemapXml')).toEqual(['application/xml']);
    expect(contentOf('getStoredFileByKey')).toEqual(['*/*']);
  });

  it('states the paging bounds the server enforces, and no default in a partial update', () => {
    for (const [path, method, op] of operations) {
      const parameters = (op as unknown as { parameters?: { name: string; in: string; schema: Record<string, unknown> }[] }).parameters ?? [];
      const page = parameters.find((p) => p.in === 'query' && p.name === 'page');
      const pageSize = parameters.find((p) => p.in === 'query' && p.name === 'pageSize');
      const where = `${method.toUpperCase()} ${path}`;
      if (page) expect([where, page.schema.minimum]).toEqual([where, 1]);
      // A list (it sorts) pages by at most 100; a campaign's items by up to its own bound.
      const listMax = parameters.some((p) => p.name === 'sort') ? 100 : expect.any(Number);
      if (pageSize) expect([where, pageSize.schema.minimum, pageSize.schema.maximum]).toEqual([where, 1, listMax]);
    }
    const updates = Object.entries(doc.components.schemas).filter(([name]) => name.endsWith('Update'));
    expect(updates.length).toBeGreaterThan(20);
    const withDefaults = updates.flatMap(([name, schema]) => Object.entries((schema.properties ?? {}) as Record<string, { default?: unknown }>).filter(([, p]) => p.default !== undefined).map(([field]) => `${name}.${field}`));
    expect(withDefaults).toEqual([]);
  });
});

describe('fields answers carry', () => {
  it('declares the bookkeeping and server fields of records, the 409 usedBy and the history record id', () => {
    const { schemas } = doc.components;
    const fields = (name: string) => Object.keys((schemas[name].properties ?? {}) as object);
    expect(fields('PromoCode')).toEqual(expect.arrayContaining(['createdBy', 'updatedBy', 'status', 'usesCount']));
    expect(fields('SitemapEntry')).toEqual(expect.arrayContaining(['source', 'landingPageId']));
    expect(fields('BetMatch')).toEqual(expect.arrayContaining(['betmatchId']));
    expect(fields('Error')).toEqual(expect.arrayContaining(['usedBy']));
  });
});

describe('rules of custom checks', () => {
  it('states a required text as not blank and a site link as its pattern, only on strings', () => {
    const { schemas } = doc.components;
    const medal = schemas.MedalCreate.properties as Record<string, Record<string, unknown>>;
    // A file link states the store's link form and the stored file's rule (`x-file`: its size in pixels).
    expect(medal.imageUrl).toMatchObject({ type: 'string', minLength: 1, 'x-file': { width: 33, height: 46, mode: 'exact' } });
    expect(new RegExp(String(medal.imageUrl.pattern)).test('/files/medals/a.png')).toBe(true);
    expect(new RegExp(String(medal.imageUrl.pattern)).test('medals/a.png')).toBe(false);
    // A check that runs one pattern (a key's format) states that pattern, which refuses blank text too.
    expect(medal.medalKey).toMatchObject({ type: 'string', minLength: 1, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });
    expect(medal.sortOrder).not.toHaveProperty('pattern');
    const link = (schemas.HotBannerCreate.properties as Record<string, { anyOf: { pattern?: string }[] }>).pl_link;
    const pattern = new RegExp(link.anyOf.find((m) => m.pattern)!.pattern!, 'u');
    for (const ok of ['/promocje/bonus', 'https://example.com/a?b=1']) expect([ok, pattern.test(ok)]).toEqual([ok, true]);
    for (const bad of ['promocje', 'javascript:alert(1)', '/a b']) expect([bad, pattern.test(bad)]).toEqual([bad, false]);
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
