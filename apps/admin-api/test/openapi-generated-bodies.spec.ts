// A client that reads only the OpenAPI document can write: for every module's create, replace and update operation,
// bodies generated from the document's own schema (fast-check, a fixed seed; files stored to the field's `x-file`
// rule; ids another collection holds, read from its list, for `x-references`) are accepted, and a refusal fails with
// the operation, the field and the rule the document did not state.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { generator, referenceFields, referenceKey, referenceParameters, type ReadReference, type Schema } from './openapi/valid-from-schema';
import { createTestApp, login, type TestApp } from './helpers';
import { storedImage } from './stored-images';
import { storageFor } from '../src/modules/files/storage/storage-for-app';

const BODIES = Number(process.env.GENERATED_BODIES ?? 50);
/** How many values of each list of a chain are kept (events, each one's games, each game's outcomes: 6 × 6 reads). */
const CHAIN_WIDTH = 6;
const SEED = Number(process.env.GENERATED_SEED ?? 51);

/**
 * Operations whose generated bodies the server may still refuse, each with the rule the document does not state yet.
 * Their refusals are printed, not failed; every other operation must accept every body, and a gap that closes fails
 * the test until it is taken off this list.
 */
const KNOWN_GAPS = new Map<string, string>([
  // None left: every rule the server holds a generated body to is stated in the document.
]);

type Operation = { operationId: string; parameters?: { name: string; in: string; schema?: Schema }[]; requestBody?: { content: Record<string, { schema: Schema }> } };
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

let app: TestApp;
let token: string;
let doc: Doc;

beforeAll(async () => {
  app = await createTestApp();
  token = await login(app, 'admin@example.com');
  doc = app.swagger() as unknown as Doc;
  // Demo data and the document on a busy machine: more than the default minute.
}, 180_000);
afterAll(() => app.close());

interface FileRule { folder?: string; mediaType?: string; width?: number; height?: number }

/** A small valid PDF at `key` (folders made as needed). */
async function storedPdf(key: string): Promise<void> {
  const storage = await storageFor(app);
  const folder = key.split('/').slice(0, -1).join('/');
  if (folder && !(await storage.stat(folder))) await storage.makeDir(folder);
  await storage.write(key, Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), { contentType: 'application/pdf', overwrite: true });
}

const localRefs = (node: unknown): unknown => JSON.parse(JSON.stringify(node).replaceAll('"#/components/schemas/', '"'));

/** ajv over the document's components; the document's own extensions are annotations. */
function validator(): (schema: Schema, value: unknown) => boolean {
  const ajv = new Ajv2020({ strict: false, multipleOfPrecision: 9, allowUnionTypes: true });
  addFormats(ajv);
  for (const [name, schema] of Object.entries(doc.components.schemas)) ajv.addSchema(localRefs(schema) as object, name);
  const compiled = new Map<Schema, ValidateFunction>();
  return (schema, value) => {
    let fn = compiled.get(schema);
    if (!fn) compiled.set(schema, (fn = ajv.compile(localRefs(schema) as object)));
    return fn(value) === true;
  };
}

interface Write { method: 'POST' | 'PUT' | 'PATCH'; path: string; op: Operation; schema: Schema }

/** The module writes: create{Item} on a collection, replace / update{Item} on one record of it. */
function writes(): Write[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, op]) => {
      const schema = op.requestBody?.content['application/json']?.schema;
      const resource = /^(create|replace|update)[A-Z]/.test(op.operationId) && (method === 'post' ? !path.includes('{') : /^\/[^{}]+\/\{\w+\}$/.test(path));
      return schema && resource ? [{ method: method.toUpperCase() as Write['method'], path, op, schema }] : [];
    }),
  );
}

const send = (method: Write['method'], url: string, payload: unknown) => app.inject({ method, url, payload: payload as object, headers: { 'x-access-token': token } });

/** Why the server refused: each field with its messages (quotes folded, so the same rule counts once). */
function reasons(res: { json: () => unknown; statusCode: number }): string[] {
  const answer = res.json() as { message: string; errorMessages?: Record<string, string[]> };
  const list = answer.errorMessages ? Object.entries(answer.errorMessages).map(([f, m]) => `${f}: ${m.join('; ')}`) : [answer.message];
  return list.map((reason) => `${res.statusCode} ${reason.replace(/"[^"]*"/g, '"…"').slice(0, 160)}`);
}

describe('bodies generated from the document', () => {
  it(`are accepted by every create, replace and update (${BODIES} each)`, async () => {
    const validates = validator();
    // File fields: one file per stated rule (folder, media type, size), stored once before the bodies that name it.
    const stored = new Map<string, string>();
    const pending: [string, FileRule][] = [];
    const files = (field: Schema) => {
      const rule = field['x-file'] as FileRule | undefined;
      if (!rule) return undefined;
      const pdf = rule.mediaType === 'application/pdf';
      const key = `${rule.folder ?? 'generated'}/generated-${pdf ? 'document.pdf' : `${rule.width ?? 16}x${rule.height ?? 16}.png`}`;
      if (!stored.has(key)) {
        stored.set(key, `/files/${key}`);
        pending.push([key, rule]);
      }
      return stored.get(key);
    };
    // Ids another collection holds (`x-references`): read from its list before the bodies that name it are made.
    const held = new Map<string, unknown[]>();
    const gen = generator(doc.components.schemas, validates, files, (collection) => held.get(collection));
    /** The items a read operation lists (`x-references` as an object), its path parameters filled in. */
    const readItems = async (reference: ReadReference, parameters: Record<string, unknown> = {}): Promise<Record<string, unknown>[]> => {
      const [path] = Object.entries(doc.paths).find(([, methods]) => methods.get?.operationId === reference.operationId) ?? [];
      if (!path) throw new Error(`x-references names ${reference.operationId}, which the document lacks`);
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(parameters[name])));
      const res = await app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });
      let node: unknown = res.statusCode === 200 ? res.json() : undefined;
      for (const part of reference.list.split('/').slice(1)) node = (node as Record<string, unknown> | undefined)?.[part];
      const items = Array.isArray(node) ? node : node && typeof node === 'object' ? ((node as { items?: unknown[] }).items ?? [node]) : [];
      return items as Record<string, unknown>[];
    };
    /**
     * A chain of lists (`x-references` with parameters: the event's games, then the game's outcomes): each read for
     * every value kept of the lists before it, so every body the generator makes from them names a listed chain.
     */
    const readChain = async (chain: [string, ReadReference][]) => {
      let rows: Record<string, unknown>[] = [{}];
      for (const [field, reference] of chain) {
        const next: Record<string, unknown>[] = [];
        for (const row of rows) {
          const parameters = referenceParameters(reference, row) ?? {};
          const key = referenceKey(reference, parameters);
          if (!held.has(key)) held.set(key, (await readItems(reference, parameters)).map((item) => item[reference.value]).slice(0, CHAIN_WIDTH));
          next.push(...held.get(key)!.map((id) => ({ ...row, [field]: id })));
        }
        rows = next;
      }
    };
    const readReferences = async (schema: Schema) => {
      const chains: [string, ReadReference][] = [];
      for (const [field, property] of Object.entries(gen.resolve(schema).properties ?? {})) {
        const reference = gen.resolve(property)['x-references'];
        if (reference && typeof reference === 'object') chains.push([field, reference as ReadReference]);
      }
      // The lists a field's parameters read come first (the event before its games).
      const ordered: [string, ReadReference][] = [];
      while (ordered.length < chains.length) {
        const ready = chains.filter(([f, r]) => !ordered.some(([o]) => o === f) && referenceFields(r).every((p) => ordered.some(([o]) => o === p) || !chains.some(([c]) => c === p)));
        if (!ready.length) throw new Error('x-references: parameters that read each other');
        ordered.push(...ready);
      }
      if (ordered.length) await readChain(ordered);
      const named = new Set<string>();
      const walk = (node: unknown, seen: Set<unknown>): void => {
        if (!node || typeof node !== 'object' || seen.has(node)) return;
        seen.add(node);
        const field = node as Schema;
        if (typeof field['x-references'] === 'string') named.add(field['x-references']);
        if (typeof field.$ref === 'string') walk(doc.components.schemas[field.$ref.replace('#/components/schemas/', '')], seen);
        for (const value of Object.values(node)) walk(value, seen);
      };
      walk(schema, new Set());
      for (const collection of named) {
        if (held.has(collection)) continue;
        // The largest page, where the list is paged.
        const paged = doc.paths[collection]?.get?.parameters?.some((p) => p.name === 'pageSize');
        const res = await app.inject({ method: 'GET', url: paged ? `${collection}?pageSize=100` : collection, headers: { 'x-access-token': token } });
        const data = res.statusCode === 200 ? (res.json().data as { items?: { id: number }[] } | { id: number }[]) : [];
        held.set(collection, (Array.isArray(data) ? data : (data.items ?? [])).map((item) => item.id));
      }
    };

    const storePending = async () => {
      while (pending.length) {
        const [key, rule] = pending.shift()!;
        if (rule.mediaType === 'application/pdf') await storedPdf(key);
        else await storedImage(app, key, { width: rule.width ?? 16, height: rule.height ?? 16 });
      }
    };
    const accepted = new Map<string, number>();
    const refused = new Map<string, number>();
    const gapRefused = new Map<string, number>();
    const skipped = new Map<string, number>();
    const records = new Map<string, { id: string; version: number }>();
    // GENERATED_OPERATIONS (a regular expression of operation ids) narrows a local run to a few modules.
    const only = new RegExp(process.env.GENERATED_OPERATIONS ?? '');
    const all = writes().filter((write) => only.test(write.op.operationId)).sort((a, b) => Number(a.method !== 'POST') - Number(b.method !== 'POST'));
    for (const [index, write] of all.entries()) {
      const { operationId } = write.op;
      await readReferences(write.schema);
      // More candidates than needed: a body the document itself refuses (a generator's miss) is not sent.
      // A change made over the stored record (`x-merged`) may need more: a repair can break another rule of the body.
      const merging = write.method !== 'POST' && gen.resolve(write.schema)['x-merged'] !== undefined;
      const bodies = fc.sample(gen.value(write.schema), { numRuns: BODIES * (merging ? 3 : 2), seed: SEED + index }).filter((body) => validates(write.schema, body));
      await storePending();
      let url = write.path;
      if (write.method !== 'POST') {
        const collection = write.path.replace(/\/\{\w+\}$/, '');
        // A record with no create (seeded at setup): the one its path parameter's `x-references` read names.
        const seeded = write.op.parameters?.find((p) => p.in === 'path')?.schema?.['x-references'];
        if (!records.has(collection) && seeded && typeof seeded === 'object') {
          const [item] = await readItems(seeded as ReadReference);
          if (item) records.set(collection, { id: String(item[(seeded as ReadReference).value]), version: Number(item.version) });
        }
        const record = records.get(collection);
        if (!record) {
          (KNOWN_GAPS.has(operationId) ? gapRefused : refused).set(`${operationId}: no record of ${collection} to change (its create accepted none)`, 1);
          continue;
        }
        url = write.path.replace(/\{\w+\}$/, encodeURIComponent(record.id));
      }
      let sent = 0;
      // GENERATED_DEBUG=1 prints each refused body, the answer and the stored record it was merged with.
      let mergedOver: unknown;
      /** The stored record a change is merged with: read at its path, or (seeded, no read there) where its id is read. */
      const storedRecord = async (change: Write, at: string): Promise<Record<string, unknown>> => {
        const seeded = change.op.parameters?.find((p) => p.in === 'path')?.schema?.['x-references'];
        if (!doc.paths[change.path].get && seeded && typeof seeded === 'object') return (await readItems(seeded as ReadReference))[0] ?? {};
        return (await app.inject({ method: 'GET', url: at, headers: { 'x-access-token': token } })).json().data as Record<string, unknown>;
      };
      // A change the document says is checked merged with the stored record (`x-merged`) is made over that record.
      const mergedWith = merging;
      for (const [n, generated] of bodies.entries()) {
        if (sent === BODIES) break;
        const collection = write.path.replace(/\/\{\w+\}$/, '');
        const record = records.get(collection);
        let body = generated;
        if (mergedWith) {
          const stored = await storedRecord(write, url);
          mergedOver = stored;
          body = gen.merged(write.schema, stored, generated as Record<string, unknown>, SEED + index * 1000 + n);
          if (!validates(write.schema, body)) continue;
          await storePending();
        }
        sent++;
        // A versioned record's change sends the version it loaded (the one the last change answered).
        const versioned = write.method !== 'POST' && gen.resolve(write.schema).properties?.version !== undefined;
        const payload = versioned ? { ...(body as object), version: record!.version } : body;
        const res = await send(write.method, url, payload);
        if (res.statusCode < 300) {
          accepted.set(operationId, (accepted.get(operationId) ?? 0) + 1);
          const data = res.json().data as Record<string, unknown>;
          // The record the updates change: the first one created; its key is what the path names.
          const param = /\{(\w+)\}$/.exec(Object.keys(doc.paths).find((p) => p.startsWith(`${collection}/{`)) ?? '')?.[1] ?? 'id';
          if (write.method === 'POST' && !records.has(collection)) records.set(collection, { id: String(data[param]), version: Number(data.version) });
          else if (write.method !== 'POST') records.set(collection, { id: String(data[param]), version: Number(data.version) });
          continue;
        }
        if (process.env.GENERATED_DEBUG) console.log(operationId, JSON.stringify(payload), JSON.stringify(res.json()), JSON.stringify(mergedOver));
        const into = res.statusCode === 409 ? skipped : KNOWN_GAPS.has(operationId) ? gapRefused : refused;
        for (const reason of reasons(res)) into.set(`${operationId} ${reason}`, (into.get(`${operationId} ${reason}`) ?? 0) + 1);
      }
      if (sent < BODIES) (KNOWN_GAPS.has(operationId) ? gapRefused : refused).set(`${operationId}: only ${sent} of ${BODIES} generated bodies were valid against the document`, 1);
    }
    const list = (map: Map<string, number>) => [...map].map(([k, n]) => `${n}× ${k}`).join('\n');
    console.log(`accepted per operation:\n${[...accepted].map(([k, n]) => `${k} ${n}`).join('\n')}\nconflicts (409):\n${list(skipped)}\nknown gaps:\n${list(gapRefused)}`);
    expect(list(refused)).toBe('');
    // A gap that no longer refuses anything is taken off the list.
    const closed = [...KNOWN_GAPS.keys()].filter((id) => only.test(id) && accepted.get(id) === BODIES);
    expect(closed).toEqual([]);
  }, 600_000);
});

describe('dates outside the stated years', () => {
  it('are refused with 400 naming the range, as the document states (0001 was stored as 2001)', async () => {
    const schema = doc.components.schemas.HotBannerCreate as { properties: Record<string, { anyOf?: { pattern?: string }[] }> };
    const pattern = schema.properties.dateFrom.anyOf?.find((member) => member.pattern)?.pattern;
    expect(pattern && new RegExp(pattern).test('0001-01-01T00:00:00Z')).toBe(false);
    expect(pattern && new RegExp(pattern).test('2026-01-01T00:00:00Z')).toBe(true);
    const body = { bannerName: 'Rok', pl_link: '/promocje', sortOrder: 1 };
    const refused = await send('POST', '/api/v1/banners', { ...body, dateFrom: '0001-01-01T00:00:00Z' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessages).toEqual({ dateFrom: ['must be a date between 1970 and 9999!'] });
    const kept = await send('POST', '/api/v1/banners', { ...body, dateFrom: '1970-01-01T00:00:00Z' });
    expect(kept.statusCode).toBe(201);
    expect(kept.json().data.dateFrom).toMatch(/^1970-01-01T00:00:00(\.000)?Z$/);
  });
});
