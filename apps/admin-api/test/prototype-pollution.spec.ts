// A translation key `__proto__.search` polluted Object.prototype on export and took the API
// down (every sign-in 500) until a restart. Here: the reported reproduction, a stored bad key (from before the rule)
// that the export must pass over, and prototype keys fuzzed into every key-like field and as keys of every body of
// every operation: no 5xx, Object.prototype untouched, sign-in still working.
import { createTestApp, login, type TestApp } from './helpers';

// Off-contract on purpose (unknown query names, wrong bodies): the document check of the helpers would stop the run.
process.env.OPENAPI_CONTRACT = 'off';

let app: TestApp;
let admin: string;
let viewer: string;

beforeAll(async () => {
  app = await createTestApp({ demoData: true });
  admin = await login(app, 'admin@example.com');
  viewer = await login(app, 'viewer@example.com');
});
afterAll(() => app.close());

const polluted = () => Object.getOwnPropertyNames(Object.prototype).filter((name) => !PROTOTYPE_NAMES.has(name));
const PROTOTYPE_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));
const arrayPolluted = () => Object.getOwnPropertyNames(Array.prototype).length !== ARRAY_NAMES;
const ARRAY_NAMES = Object.getOwnPropertyNames(Array.prototype).length;
const inject = (method: string, url: string, token: string, payload?: string) =>
  app.inject({ method: method as 'GET', url, headers: { 'x-access-token': token, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) }, ...(payload === undefined ? {} : { payload }) });

async function signInStillWorks(): Promise<void> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'editor@example.com', password: 'Passw0rd!' }, remoteAddress: '10.9.9.9' });
  expect(res.statusCode).toBe(200);
  expect((await inject('GET', '/api/v1/app-translations?status=app', viewer)).json().data.total).toBeGreaterThan(0);
}

describe('prototype pollution', () => {
  it("the reported reproduction: admin creates __proto__.search, the viewer exports, sign-in still works", async () => {
    const created = await inject('POST', '/api/v1/app-translations', admin, JSON.stringify({ namespace: 'app', key: '__proto__.search', pl_value: 'x' }));
    // The steps run whatever the create answered: the export and the sign-in after it are what broke.
    const exported = await inject('GET', '/api/v1/app-translations/export?language=pl', viewer);
    expect(exported.statusCode).toBe(200);
    expect(({} as Record<string, unknown>).search).toBeUndefined();
    expect(polluted()).toEqual([]);
    await signInStillWorks();
    expect(created.statusCode).toBe(400);
  });

  it('exports past bad keys stored before the rule, and a stored bad key can be deleted', async () => {
    const inserted = await app.db.query<{ id: number }>(
      `INSERT INTO app_translations (namespace, key, pl__value, created_at, updated_at) VALUES
         ('app', '__proto__.stored', 'x', now(), now()), ('app', 'constructor.prototype.stored', 'y', now(), now()), ('offers', 'prototype', 'z', now(), now())
       RETURNING id`,
    );
    const exported = await inject('GET', '/api/v1/app-translations/export?language=pl', viewer);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().data.app.betslip.title).toBe('Kupon');
    expect(exported.json().data.offers.prototype).toBeUndefined();
    expect(({} as Record<string, unknown>).stored).toBeUndefined();
    expect(polluted()).toEqual([]);
    await signInStillWorks();
    for (const { id } of inserted.rows) expect((await inject('DELETE', `/api/v1/app-translations/${id}`, admin)).statusCode).toBe(200);
  });

  it('fuzz: prototype keys in every key-like field and as keys of every body, across every operation', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { operationId: string; requestBody?: { content: Record<string, { schema: Schema }> } }>>;
      components?: { schemas?: Record<string, Schema> };
    };
    type Schema = { type?: string | string[]; properties?: Record<string, Schema>; $ref?: string; items?: Schema; anyOf?: Schema[] };
    const resolve = (schema: Schema | undefined): Schema => (schema?.$ref ? doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''] ?? {} : schema ?? {});
    const VALUES = ['__proto__', '__proto__.polluted', 'constructor.prototype.polluted', 'a.__proto__.polluted', 'prototype', 'constructor'];
    // Raw JSON: JSON.stringify cannot write an own "__proto__" key, and Fastify must see it as sent.
    const KEY_INJECTIONS = ['"__proto__":{"polluted":"yes"}', '"constructor":{"prototype":{"polluted":"yes"}}', '"prototype":{"polluted":"yes"}', '"__proto__.polluted":"yes"', '"constructor.prototype.polluted":"yes"'];
    const statuses: Record<number, number> = {};
    const failures: string[] = [];
    let requests = 0;

    const send = async (method: string, url: string, payload?: string) => {
      const token = url.endsWith('/logout') ? await login(app, 'admin@example.com') : admin;
      const res = await inject(method.toUpperCase(), url, token, payload);
      requests++;
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      if (res.statusCode >= 500) failures.push(`${method} ${url} ${payload ?? ''} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      if (polluted().length > 0 || arrayPolluted() || ({} as Record<string, unknown>).polluted !== undefined) failures.push(`${method} ${url} ${payload ?? ''} polluted ${polluted().join(',')}`);
      if (res.statusCode === 401 && !url.includes('/auth/')) admin = await login(app, 'admin@example.com');
    };

    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        // The live feed never ends under inject and reads no query (live-feed.spec reads it over HTTP).
        if (op.operationId === 'login' || op.operationId === 'logout' || op.operationId === 'streamLiveChanges') continue;
        const url = path.replace(/\{[^}]+\}/g, (name) => (name === '{id}' ? '1' : '__proto__'));
        // Every query parameter name a parser could nest: __proto__[x], constructor[prototype][x], a.__proto__.x.
        await send(method, `${url}?__proto__[polluted]=1&constructor[prototype][polluted]=1&a.__proto__.polluted=1&search=__proto__`);
        const schema = resolve(op.requestBody?.content['application/json']?.schema);
        if (!op.requestBody) continue;
        const fields = Object.entries(schema.properties ?? {});
        // Every field of the body in turn holds each prototype-like value (as text, and as an object keyed by it).
        for (const [field, property] of fields) {
          for (const value of VALUES) {
            const nested = resolve(property).type === 'object' || resolve(property).properties ? `{"${value}":{"polluted":"yes"}}` : JSON.stringify(value);
            await send(method, url, `{"${field}":${nested}}`);
          }
        }
        for (const injection of KEY_INJECTIONS) {
          await send(method, url, `{${injection}}`);
          if (fields[0]) await send(method, url, `{"${fields[0][0]}":{${injection}}}`);
        }
      }
    }
    // The translation file: every nesting of reserved parts in every namespace, for both the preview and the apply.
    for (const route of ['/api/v1/app-translations/import/preview', '/api/v1/app-translations/import']) {
      for (const injection of KEY_INJECTIONS) {
        await send('post', route, `{"language":"pl","previewId":"${'0'.repeat(64)}","resources":{"app":{${injection}},${injection}}}`);
        await send('post', route, `{"language":"pl","previewId":"${'0'.repeat(64)}","resources":{"offers":{"a":{${injection}}}}}`);
      }
    }
    console.log(`prototype fuzz: ${requests} requests, statuses ${JSON.stringify(statuses)}`);
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined();
    const exported = await inject('GET', '/api/v1/app-translations/export?language=pl', viewer);
    expect(exported.statusCode).toBe(200);
    await signInStillWorks();
  }, 600_000);
});
