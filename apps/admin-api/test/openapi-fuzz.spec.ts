// Fuzz over every operation of the OpenAPI document, as a super admin: generated params, queries and bodies from
// the document's schemas and the hostile corpus (test/fuzz). No answer may be ≥ 500, and a refused request (4xx)
// must leave every table as it was. Deterministic by seed; FUZZ_RUNS, FUZZ_SEED and FUZZ_BUDGET_MS change the run.
import fc from 'fast-check';
import { bodyFor, valueFor, type JsonSchema } from './fuzz/arbitrary-from-schema';
import { HOSTILE_BODIES, HOSTILE_RAW_URL, HOSTILE_STRINGS } from './fuzz/hostile-corpus';
import { createTestApp, login, type TestApp } from './helpers';

// The scheduler publishes due pages on a timer: a tick between two snapshots would look like a stored write.
process.env.LANDING_SCHEDULER_INTERVAL_MS = String(24 * 3600_000);

const RUNS = Number(process.env.FUZZ_RUNS ?? 16);
const SEED = Number(process.env.FUZZ_SEED ?? 19);
/** Past it every remaining operation still gets its first few requests, so none goes untried. */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 45_000);
const ADMIN = 'admin@example.com';
/** Tables that legitimately change on a refused request: sessions touched, throttles counted, reset tokens. */
const VOLATILE_TABLES = new Set(['sessions', 'auth_throttle', 'login_known_devices', 'password_resets']);

type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: JsonSchema };
type Operation = { operationId: string; tags?: string[]; parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } };
interface Sample {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: string;
  headers?: Record<string, string>;
}
interface FuzzOperation {
  method: string;
  path: string;
  op: Operation;
}
interface Failure {
  operation: string;
  request: string;
  status: number;
  problem: string;
}

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  token = await login(app, ADMIN);
});
afterAll(() => app.close());

async function tables(): Promise<string[]> {
  const { rows } = await app.db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((r) => r.table_name).filter((t) => !VOLATILE_TABLES.has(t));
}

/** A hash of every row of every non-volatile table. */
async function fingerprint(names: string[]): Promise<Record<string, string>> {
  const sql = names.map((t) => `SELECT '${t}' AS t, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${t}" x`).join(' UNION ALL ');
  const { rows } = await app.db.query<{ t: string; h: string }>(sql);
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}

/** encodeURIComponent, except that a lone surrogate goes out as its WTF-8 bytes (invalid UTF-8) instead of throwing. */
function encode(text: string): string {
  return Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    return encodeURIComponent(char);
  }).join('');
}

const encodedHostile = fc.constantFrom(...HOSTILE_STRINGS).map(encode);
const rawHostile = fc.constantFrom(...HOSTILE_RAW_URL);

function pathValue(name: string): fc.Arbitrary<string> {
  if (name === 'id') return fc.oneof({ arbitrary: fc.integer({ min: 1, max: 12 }).map(String), weight: 5 }, { arbitrary: encodedHostile, weight: 2 }, { arbitrary: rawHostile, weight: 1 });
  if (name === 'path') {
    const segment = fc.oneof(fc.constantFrom('banners', 'landing', 'a.png', 'x.txt', '..', '.'), encodedHostile, rawHostile);
    return fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/'));
  }
  return fc.oneof(fc.stringMatching(/^[a-z0-9-]{1,16}$/), encodedHostile, rawHostile);
}

function queryPart(name: string, value: unknown): string {
  const key = encode(name);
  const text = (item: unknown) => encode(typeof item === 'string' ? item : JSON.stringify(item) ?? '');
  if (Array.isArray(value)) return value.length % 2 ? `${key}=${value.map(text).join(',')}` : value.map((item) => `${key}=${text(item)}`).join('&');
  return `${key}=${text(value)}`;
}

function requestFor({ method, path, op }: FuzzOperation): fc.Arbitrary<Sample> {
  const params = op.parameters ?? [];
  const pathNames = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  const pathArb = fc.tuple(...pathNames.map(pathValue), fc.constant(null)).map((values) => pathNames.reduce((url, name, i) => url.replace(`{${name}}`, values[i] as string), path));
  const queryParams = params.filter((p) => p.in === 'query');
  const queryArb = fc
    .tuple(...queryParams.map((p) => fc.option(valueFor(p.schema ?? {}), { freq: p.required ? 8 : 2, nil: undefined })), fc.option(rawHostile, { freq: 6, nil: undefined }))
    .map((values) => {
      const raw = values.pop() as string | undefined;
      const parts = queryParams.flatMap((p, i) => (values[i] === undefined ? [] : [queryPart(p.name, values[i])]));
      if (raw) parts.push(`${queryParams[0]?.name ?? 'q'}=${raw}`);
      return parts.length ? `?${parts.join('&')}` : '';
    });
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const bodyArb: fc.Arbitrary<string | undefined> = bodySchema
    ? fc.oneof({ arbitrary: bodyFor(bodySchema).map((body) => JSON.stringify(body) ?? 'null'), weight: 7 }, { arbitrary: fc.constantFrom(...HOSTILE_BODIES), weight: 1 })
    : fc.option(fc.constantFrom('{}', '{"x":1}'), { freq: 4, nil: undefined });
  return fc.tuple(pathArb, queryArb, bodyArb).map(([url, query, body]) => ({
    method: method.toUpperCase() as Sample['method'],
    url: url + query,
    ...(body === undefined ? {} : { payload: body, headers: { 'content-type': 'application/json' } }),
  }));
}

/** Operations from the document; those that end or lock sessions last, so they do not starve the rest. */
async function operations(): Promise<FuzzOperation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  // The live feed takes no input and never ends under inject: nothing to fuzz (live-feed.spec reads it over HTTP).
  const all = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ method, path, op }))).filter((o) => o.op.operationId !== 'streamLiveChanges');
  const rank = (o: FuzzOperation) => (o.op.operationId === 'login' ? 3 : o.op.tags?.includes('auth') ? 2 : o.op.operationId === 'deleteUser' ? 1 : 0);
  return all.sort((a, b) => rank(a) - rank(b));
}

describe('fuzz: every operation of the OpenAPI document', () => {
  it('answers no request with ≥ 500, and stores nothing from a refused one', async () => {
    const started = Date.now();
    const ops = await operations();
    const names = await tables();
    const failures: Failure[] = [];
    const statuses: Record<string, number> = {};
    let requests = 0;
    let relogins = 0;

    for (const [index, operation] of ops.entries()) {
      const runs = Date.now() - started > BUDGET_MS ? 1 : RUNS;
      const samples = fc.sample(requestFor(operation), { numRuns: runs, seed: SEED + index });
      for (const sample of samples) {
        // Logout ends the session it is sent with: it gets a session of its own each time.
        const sessionToken = operation.op.operationId === 'logout' ? await login(app, ADMIN) : token;
        const before = await fingerprint(names);
        const res = await app.inject({ ...sample, headers: { ...sample.headers, 'x-access-token': sessionToken } });
        requests++;
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        const described = `${sample.method} ${sample.url.slice(0, 200)} ${String(sample.payload ?? '').slice(0, 300)}`;
        const where = `${operation.method.toUpperCase()} ${operation.path}`;
        if (res.statusCode >= 500) failures.push({ operation: where, request: described, status: res.statusCode, problem: res.body.slice(0, 200) });
        if (res.statusCode >= 400 && res.statusCode < 500) {
          const after = await fingerprint(names);
          const changed = names.filter((t) => before[t] !== after[t]);
          if (changed.length) failures.push({ operation: where, request: described, status: res.statusCode, problem: `refused, yet changed ${changed.join(', ')}` });
        }
        // A generated admin write may legitimately end the admin's own sessions (a password set on the own account).
        if (res.statusCode === 401 && operation.op.operationId !== 'login' && operation.op.operationId !== 'getStorageKey') {
          token = await login(app, ADMIN);
          relogins++;
        }
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`fuzz: ${ops.length} operations, ${requests} requests in ${seconds}s (seed ${SEED}, ${RUNS} runs each), statuses ${JSON.stringify(statuses)}, ${relogins} re-logins`);
    expect(failures).toEqual([]);
  // Past the budget every operation still gets one request; a loaded CI machine may need minutes for that.
  }, BUDGET_MS + 300_000);
});
