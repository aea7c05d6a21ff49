// A resource's writes as functions of (transaction handle, acting user): create, update (PUT / PATCH with the version
// the user loaded), delete, restore and the module's named operations, each with the module's validation, its
// beforeWrite / beforeDelete hooks, the image rules, the version guard and the history entry. The routes call them
// for a direct edit; a campaign calls the same functions for each of its items, all in one transaction.
import * as v from 'valibot';
import { integer, messages, schemaEntries, withEntries } from '@backoffice/validation';
import { HttpError, staleVersion } from '../http/errors';
import { validate } from '../http/validate';
import { storageFor } from '../modules/files/storage/storage-for-app';
import type { ResourceDefinition, ResourceModule, StoredRecord, WriteContext } from './definition';
import { checkImageRules } from './image-rules';
import { recordStore } from './writes';

const versionField = integer(messages.required('version'), v.minValue(1, messages.minValue(1)));

export type RecordWriter = ReturnType<typeof recordWriter>;

export function recordWriter<M extends ResourceModule>(definition: ResourceDefinition<M>) {
  const { module } = definition;
  const label = module.item;
  const editSchema = module.updateSchema ?? module.schema;
  const editEntries = schemaEntries(editSchema);
  const putSchema = withEntries(editSchema, { version: versionField });
  // PATCH is partial for every module: what is sent is merged into the stored record and checked whole below.
  const patchSchema = v.strictObject({ ...v.partial(v.strictObject(editEntries)).entries, version: versionField });
  const fields = Object.keys(editEntries);
  // What `null` empties on update: each optional field, to its default (a form sends null for what the user cleared,
  // while a field left out of a PATCH keeps its stored value).
  const emptied = new Map(
    fields.flatMap((field) => {
      const absent = v.safeParse(editEntries[field] as v.GenericSchema, undefined);
      return absent.success ? [[field, absent.output ?? null] as const] : [];
    }),
  );
  const store = recordStore(definition);
  const imageRules = module.images;

  const prepare = async (input: Record<string, unknown>, context: WriteContext) => {
    const prepared = definition.beforeWrite ? await definition.beforeWrite(input as v.InferOutput<M['schema']>, context) : input;
    // The module's image rules on the stored files the record names, as the upload fields check them.
    if (imageRules) await checkImageRules(imageRules, prepared, context.existing, () => storageFor(context.request.server));
    return prepared;
  };

  const loadLive = async (context: WriteContext, id: number): Promise<StoredRecord> => {
    const existing = await store.load(context.db, id);
    if (module.softDelete && existing.deletedAt) throw new HttpError(409, `${label} is deleted`);
    return existing;
  };

  /** A new record from a create body (the module's whole schema). */
  async function create(context: WriteContext, body: unknown): Promise<StoredRecord> {
    const parsed = validate(module.schema, body) as Record<string, unknown>;
    return store.insert(await prepare(parsed, context), context);
  }

  /** PUT (every field) or PATCH (the fields sent) with `version`: merged into the stored record and checked whole. */
  async function update(context: WriteContext, id: number, body: unknown, method: 'PUT' | 'PATCH'): Promise<StoredRecord> {
    const { sent, cleared } = takeCleared(body, emptied);
    const { version, ...input } = validate(method === 'PUT' ? putSchema : patchSchema, sent) as Record<string, unknown> & { version: number };
    const existing = await loadLive(context, id);
    if (existing.version !== version) throw staleVersion();
    // A partial change is checked again as a whole record, so rules across fields (till after from) hold.
    const kept = pick(existing, fields.filter((field) => !(field in cleared)));
    const merged = validate(editSchema, { ...kept, ...input }) as Record<string, unknown>;
    return store.change(id, { ...(await prepare(merged, { ...context, existing })), ...cleared }, context, { version });
  }

  /** Delete (soft where the module keeps deleted records), after the module's own check. */
  async function remove(context: WriteContext, id: number, version?: number): Promise<StoredRecord | { id: number }> {
    const existing = await store.load(context.db, id);
    await definition.beforeDelete?.(existing, context);
    return store.remove(id, context, version);
  }

  /** A soft-deleted record back from the Deleted tab. */
  async function restore(context: WriteContext, id: number): Promise<StoredRecord> {
    const existing = await store.load(context.db, id);
    const extra = existing.deletedAt ? definition.onRestore?.(existing, context) : undefined;
    return store.change(id, { ...extra, deletedAt: null }, context, { deleted: true, action: 'restore' });
  }

  /** A named operation of the module (landing's status), its body checked with the operation's schema. */
  async function operate(context: WriteContext, id: number, name: string, body: unknown): Promise<{ record: StoredRecord; message: string }> {
    const operation = module.operations?.[name];
    const run = definition.operations?.[name];
    if (!operation || !run) throw new Error(`${module.name}: no operation ${name}`);
    const input = validate(operation.schema, body) as never;
    const existing = await loadLive(context, id);
    const result = await run(existing, input, { ...context, existing });
    const record = await store.change(id, result.set, context, { action: result.action ?? name });
    return { record, message: result.message };
  }

  return { definition, store, editSchema, editEntries, putSchema, patchSchema, emptied, create, update, remove, restore, operate };
}

/** Splits the optional fields sent as null off an update body: they are emptied, the rest is validated as sent. */
function takeCleared(body: unknown, emptied: ReadonlyMap<string, unknown>): { sent: unknown; cleared: Record<string, unknown> } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { sent: body, cleared: {} };
  // fromEntries defines own properties: a body key `__proto__` stays a key (refused by the schema), never a prototype.
  const entries = Object.entries(body);
  const isCleared = ([field, value]: [string, unknown]) => value === null && emptied.has(field);
  const sent = Object.fromEntries(entries.filter((entry) => !isCleared(entry)));
  const cleared = Object.fromEntries(entries.filter(isCleared).map(([field]) => [field, emptied.get(field)]));
  return { sent, cleared };
}

function pick(record: StoredRecord, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => f in record).map((f) => [f, record[f]]));
}
