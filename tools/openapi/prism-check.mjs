// The OpenAPI document checked as another team would: the API (demo data, a fresh data directory) behind Stoplight
// Prism's validating proxy, and per record module one list → create → read → update → delete through it as admin.
// Prism checks each request and answer against the document the API serves; any violation fails the run.
//   node tools/openapi/prism-check.mjs        (OPENAPI_CHECK_PORT_OFFSET shifts the ports, default 4700)
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { root, portsWithOffset, startApi } = require('../stack.cjs');

const offset = Number(process.env.OPENAPI_CHECK_PORT_OFFSET ?? 4700);
const apiPort = portsWithOffset(offset).api;
const prismPort = apiPort + 1;
const prismUrl = `http://127.0.0.1:${prismPort}`;
const problems = [];
let calls = 0;

/** One call through Prism; a violation (Prism's problem answer or its sl-violations header) is recorded. */
async function call(method, url, { token, body } = {}) {
  calls++;
  const res = await fetch(prismUrl + url, {
    method,
    headers: { ...(token ? { 'x-access-token': token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const violations = res.headers.get('sl-violations');
  const fromPrism = (res.headers.get('content-type') ?? '').includes('application/problem+json');
  if (violations || fromPrism) problems.push(`${method} ${url} → ${res.status}: ${violations ?? text.slice(0, 600)}`);
  return { status: res.status, json: text && (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : undefined };
}

/** The record modules of the document: list, create, get, update and delete of one collection. */
function recordModules(doc) {
  const byId = new Map();
  for (const [url, methods] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(methods)) byId.set(op.operationId, { url, method, op });
  return [...byId.keys()].filter((id) => id.startsWith('create')).map((id) => id.slice('create'.length)).flatMap((item) => {
    const [create, get, update, remove] = ['create', 'get', 'update', 'delete'].map((verb) => byId.get(`${verb}${item}`));
    const list = [...byId.values()].find((entry) => entry.method === 'get' && entry.url === create.url);
    return list && get && update && remove ? [{ item, list, create, get, update, remove }] : [];
  });
}

/** A create body from a listed record: the create schema's fields, text of unique-looking keys made new. */
function createBodyFrom(doc, record, schema, n) {
  const body = {};
  for (const [field, declared] of Object.entries(schema.properties ?? {})) {
    if (!(field in record)) continue;
    const property = resolve(doc, declared);
    let value = fit(doc, record[field], property);
    // Made unique where a create needs it, in the field's own alphabet when it states one (a promo code is letters
    // and digits); an empty text stays empty (a filled title would need its language's other fields).
    if (typeof value === 'string' && value !== '' && /key|code|name|path|slug|title/i.test(field) && !property.enum && !property.format) {
      const fits = (text) => !property.pattern || new RegExp(property.pattern).test(text);
      const made = ['-p', 'p', 'P'].map((mark) => `${value}${mark}${n}`.slice(0, property.maxLength ?? 200));
      value = made.find(fits) ?? made[0];
    }
    body[field] = value;
  }
  return body;
}

/** A listed value as the create schema takes it: nested objects keep only the fields the schema declares (a listed
 * avatar carries its stored id, which a new section does not take). */
function fit(doc, value, schema) {
  if (Array.isArray(value) && schema?.items) return value.map((item) => fit(doc, item, resolve(doc, schema.items)));
  if (value && typeof value === 'object' && !Array.isArray(value) && schema?.properties) {
    return Object.fromEntries(Object.entries(value).filter(([key]) => key in schema.properties).map(([key, inner]) => [key, fit(doc, inner, resolve(doc, schema.properties[key]))]));
  }
  return value;
}

const resolve = (doc, schema) => (schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema);

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'prism-check-'));
  const api = await startApi({ port: apiPort, dataDir });
  let prism;
  try {
    const doc = await (await fetch(`http://127.0.0.1:${apiPort}/api/docs/json`)).json();
    const file = path.join(dataDir, 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    prism = spawn(path.join(root, 'node_modules/.bin/prism'), ['proxy', file, `http://127.0.0.1:${apiPort}`, '--errors', '-p', String(prismPort), '-h', '127.0.0.1', '-v', 'warn'], { stdio: ['ignore', 'inherit', 'inherit'] });
    for (let i = 0; ; i++) {
      try {
        await fetch(`${prismUrl}/api/v1/auth/storage-key`);
        break;
      } catch {
        if (i > 240) throw new Error('Prism did not start within 60 s');
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    const login = await call('POST', '/api/v1/auth/login', { body: { email: 'admin@example.com', password: 'Passw0rd!' } });
    const token = login.json?.data?.accessToken;
    if (!token) throw new Error(`sign-in through Prism failed: ${login.status}`);
    const modules = recordModules(doc);
    let n = 0;
    for (const { item, list, create, get, update, remove } of modules) {
      n++;
      const page = await call('GET', `${list.url}?page=1&pageSize=2`, { token });
      const sample = page.json?.data?.items?.[0];
      const schema = resolve(doc, create.op.requestBody?.content['application/json']?.schema);
      let target = sample;
      if (sample && schema) {
        const created = await call('POST', create.url, { token, body: createBodyFrom(doc, sample, schema, n) });
        if (created.status === 201) target = created.json.data;
        else console.log(`  ${item}: create answered ${created.status} (documented; the listed record is used)`);
      }
      if (!target) {
        console.log(`  ${item}: no record to replay`);
        continue;
      }
      const key = get.url.match(/\{(\w+)\}/)[1];
      const one = (url) => url.replace(`{${key}}`, encodeURIComponent(String(target[key])));
      const read = await call('GET', one(get.url), { token });
      const version = read.json?.data?.version ?? target.version;
      const changed = await call('PATCH', one(update.url), { token, body: { version } });
      await call('DELETE', `${one(remove.url)}?version=${changed.json?.data?.version ?? version}`, { token });
      console.log(`  ${item}: list ${page.status}, read ${read.status}, update ${changed.status}`);
    }
    console.log(`Prism check: ${modules.length} record modules, ${calls} calls, ${problems.length} violations`);
    for (const problem of problems) console.error(`  ${problem}`);
    return problems.length ? 1 : 0;
  } finally {
    prism?.kill('SIGTERM');
    await api.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
