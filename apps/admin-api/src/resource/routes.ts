// Turns a resource definition into its routes: list (the one list contract), get, create, update (PUT / PATCH with
// the version the user loaded), delete — soft with restore where the module says so — and its named operations.
import * as v from 'valibot';
import { listQuerySchema, messages, moduleListSpec, moduleMessage, modulePermission, modulePermissions, schemaEntries, type ModuleAction } from '@backoffice/validation';
import type { FastifyRequest } from 'fastify';
import type { RouteAccess } from '../core/session';
import { docSchema, jsonSchemaOf, named, orNull, pageSchema, recordSchema, type JsonObject, type RecordDocOptions , type RoutesApp } from '../core/doc-schema';
import { MERGED_RULE, withImageRules } from '../core/doc-extensions';
import { prepared, type Db } from '../db/db';
import { toColumn, toField, type ResourceDefinition, type ResourceModule, type WriteContext } from './definition';
import { buildListSql } from './list-query';
import { conflictError, toRecord } from './records';
import { recordWriter } from './record-writer';
import { idParams } from '../http/id-params';

const deleteQuery = v.strictObject({ version: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, messages.invalid('version')), v.transform(Number))) });

function accessFor(module: ResourceModule, action: ModuleAction): RouteAccess {
  const permission = modulePermission(module, action);
  if (permission === undefined) return 'signed-in';
  // Reading one record opens it to view or to edit: the same rule as the form routes and the view icon.
  if (action === 'read') return { anyOf: modulePermissions(module, 'view') };
  return { permission };
}

export function resourceRoutes<M extends ResourceModule>(definition: ResourceDefinition<M>) {
  const { module } = definition;
  const path = `/${module.api.path}`;
  const label = module.item;
  const spec = moduleListSpec(module);
  const listSchema = listQuerySchema(spec);
  const writer = recordWriter(definition);
  const { store, putSchema, patchSchema, emptied } = writer;
  const tags = [module.name];
  const serves = (route: 'list' | 'get' | 'create' | 'update' | 'delete') => !definition.routes || definition.routes.includes(route);
  // A record's address: its numeric id, or the module's key field (`/seo/:type`) checked with that field's schema.
  const { keyField } = definition;
  const params = keyField ? v.strictObject({ [keyField]: schemaEntries(module.schema)[keyField] }) : idParams;
  const one = `${path}/:${keyField ?? 'id'}`;
  const idOf = async (db: Db, request: FastifyRequest): Promise<number> => {
    const parsed = request.params as Record<string, unknown>;
    return keyField ? store.idOf(db, toColumn(keyField), parsed[keyField]) : (parsed.id as number);
  };
  // Docs: operationIds from the module's name and the verb (listMedals, createMedal), and named component schemas:
  // the stored record (Medal), its create, replace and partial update bodies (MedalCreate, MedalReplace, MedalUpdate).
  const { plural: plural_, item } = namesOf(module.name, module.item);
  const record = named(item, definition.recordDoc ?? recordSchema(module.schema, recordOptions(definition as unknown as ResourceDefinition)));
  // Image fields state their stored file's rule (size, MB) on the field: JSON Schema cannot read a stored file.
  const images = (json: JsonObject, kind: 'create' | 'replace' | 'update' = 'create'): JsonObject => {
    const stated = withImageRules(json, module.images as never, kind !== 'update') as JsonObject;
    return (definition.bodyDoc ? definition.bodyDoc(stated, kind) : stated) as JsonObject;
  };
  const createBody = named(`${item}Create`, images(jsonSchemaOf(module.schema)));
  // An update may send null for an optional field to empty it (takeCleared below): null is its default, so a rule's
  // `if` that holds of the default (active: true) holds of null too.
  const clearable = (json: JsonObject): JsonObject => ({
    ...json,
    properties: Object.fromEntries(Object.entries(json.properties ?? {}).map(([field, property]) => [field, emptied.has(field) ? orNull(property) : property])),
    ...(Array.isArray(json.allOf) ? { allOf: (json.allOf as JsonObject[]).map((part) => (part.if ? { ...part, if: nullAsDefault(part.if as JsonObject, emptied) } : part)) } : {}),
  });
  // A change is checked merged with the stored record, whole, by the replace body's rules: both bodies say so.
  // A replace's field left out takes its `default` (valibot fills it), one without a default keeps the stored value.
  const merged = (json: JsonObject): JsonObject => ({
    ...json,
    [MERGED_RULE]: `#/components/schemas/${item}Replace`,
    description: [json.description, `Put over the stored record (null empties a field; a field left out takes its \`default\` where it has one, else keeps the stored value) and checked whole by the rules of ${item}Replace: a rule across fields also reads the fields not sent.`].filter(Boolean).join(' '),
  });
  const putBody = named(`${item}Replace`, merged(images(clearable(jsonSchemaOf(putSchema)), 'replace')));
  // A partial update leaves every field it does not send as stored: no field has a default there.
  const noDefaults = (json: JsonObject): JsonObject => ({ ...json, properties: Object.fromEntries(Object.entries(json.properties ?? {}).map(([field, { default: _none, ...property }]) => [field, property])) });
  const patchBody = named(`${item}Update`, merged(images(noDefaults(clearable(jsonSchemaOf(patchSchema))), 'update')));
  const page = named(`${item}Page`, pageSchema(record));
  const removed = module.softDelete ? record : { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } };

  /** Runs a write in one transaction; a unique or foreign-key violation becomes a 409 naming the field. */
  async function write<T>(request: FastifyRequest, fn: (context: WriteContext) => Promise<T>): Promise<T> {
    try {
      return await request.server.db.transaction((db) => fn({ request, db }));
    } catch (error) {
      throw conflictError(definition as unknown as ResourceDefinition, error) ?? error;
    }
  }

  return async function routes(app: RoutesApp): Promise<void> {
    if (serves('list')) {
      app.get(path, { config: { access: accessFor(module, 'index') }, schema: docSchema({ operationId: `list${plural_}`, tags, summary: `List ${label} records (tab, search, sort, page)`, querystring: listSchema, data: page }) }, async (request) => {
        const query = request.query;
        const input = { definition: definition as unknown as ResourceDefinition, spec, query, now: app.config.now() };
        const { sql, params } = buildListSql(input);
        const { rows } = await app.db.query<Record<string, unknown>>(prepared(sql), params);
        let total = rows[0] ? Number(rows[0].total_count) : 0;
        if (!rows[0] && query.page > 1) {
          const count = buildListSql(input, true);
          total = Number((await app.db.query<{ total_count: string }>(count.sql, count.params)).rows[0].total_count);
        }
        return { data: { items: rows.map(toRecord), total, page: query.page, pageSize: query.pageSize } };
      });
    }

    if (serves('get')) {
      app.get(one, { config: { access: accessFor(module, 'read') }, schema: docSchema({ operationId: `get${item}`, tags, summary: `One ${label}`, params, data: record, errors: [404] }) }, async (request) => {
        return { data: await store.load(app.db, await idOf(app.db, request)) };
      });
    }

    if (serves('create')) {
      app.post(path, { config: { access: accessFor(module, 'create') }, schema: docSchema({ operationId: `create${item}`, tags, summary: `Create a ${label}`, body: createBody, data: record, status: 201, errors: [409] }) }, async (request, reply) => {
        const record = await write(request, (context) => writer.create(context, request.body));
        reply.status(201);
        return { data: record, message: moduleMessage(module, 'created') };
      });
    }

    if (serves('update')) {
      for (const method of ['PUT', 'PATCH'] as const) {
        const bodyDoc = method === 'PUT' ? putBody : patchBody;
        app.route({
          method,
          url: one,
          config: { access: accessFor(module, 'update') },
          schema: docSchema({ operationId: `${method === 'PUT' ? 'replace' : 'update'}${item}`, tags, summary: `${method === 'PUT' ? 'Replace' : 'Change'} a ${label} (send the version you loaded; 409 when stale)`, params, body: bodyDoc, data: record, errors: [404, 409] }),
          handler: async (request) => {
            const record = await write(request, async (context) => writer.update(context, await idOf(context.db, request), request.body, method));
            return { data: record, message: moduleMessage(module, 'updated') };
          },
        });
      }
    }

    if (serves('delete')) {
      app.delete(one, { config: { access: accessFor(module, 'delete') }, schema: docSchema({ operationId: `delete${item}`, tags, summary: `Delete a ${label}${module.softDelete ? ' (to the Deleted tab)' : ''}`, params, querystring: deleteQuery, data: removed, errors: [404, 409] }) }, async (request) => {
        const { version } = request.query;
        const data = await write(request, async (context) => writer.remove(context, await idOf(context.db, request), version));
        return { data, message: moduleMessage(module, 'deleted') };
      });
    }

    if (module.softDelete) {
      app.post(`${one}/restore`, { config: { access: accessFor(module, 'delete') }, schema: docSchema({ operationId: `restore${item}`, tags, summary: `Restore a deleted ${label}`, params, data: record, errors: [404, 409] }) }, async (request) => {
        const record = await write(request, async (context) => writer.restore(context, await idOf(context.db, request)));
        return { data: record, message: moduleMessage(module, 'restored') };
      });
    }

    for (const [name, operation] of Object.entries(module.operations ?? {})) {
      if (!definition.operations?.[name]) throw new Error(`${module.name}: operation ${name} has no server side`);
      // An operation whose schema takes no body (users' unblock) documents none.
      const body = v.safeParse(operation.schema, undefined).success ? undefined : operation.schema;
      app.route({
        method: operation.method,
        url: `${one}/${name}`,
        config: { access: accessFor(module, operation.needs) },
        schema: docSchema({ operationId: `${name}${item}`, tags, summary: operation.summary, params, body, data: record, errors: [404, 409] }),
        handler: async (request) => {
          const { record, message } = await write(request, async (context) => writer.operate(context, await idOf(context.db, request), name, request.body));
          return { data: record, message };
        },
      });
    }
  };
}

/** A rule's condition with each listed value of a field that null empties to (its default) also holding of null. */
function nullAsDefault(condition: JsonObject, emptied: ReadonlyMap<string, unknown>): JsonObject {
  const out: JsonObject = { ...condition };
  if (Array.isArray(condition.allOf)) out.allOf = (condition.allOf as JsonObject[]).map((part) => nullAsDefault(part, emptied));
  if (condition.properties) {
    out.properties = Object.fromEntries(Object.entries(condition.properties).map(([field, rule]) => {
      const fallback = emptied.get(field);
      const listed = rule.const !== undefined ? [rule.const] : Array.isArray(rule.enum) ? (rule.enum as unknown[]) : undefined;
      if (!emptied.has(field) || !listed?.includes(fallback) || listed.includes(null)) return [field, rule];
      const { const: _one, ...rest } = rule;
      return [field, { ...rest, enum: [...listed, null] }];
    }));
  }
  return out;
}

const pascal = (words: string) => words.split(/[^A-Za-z0-9]+/).map((word) => (word === word.toUpperCase() ? word.charAt(0) + word.slice(1).toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1))).join('');
const singular = (word: string) => word.replace(/ies$/, 'y').replace(/(ch|sh|x)es$/, '$1').replace(/s$/, '');
const plural = (word: string) => (/y$/.test(word) ? word.replace(/y$/, 'ies') : /(ch|sh|x|s)$/.test(word) ? `${word}es` : `${word}s`);

/**
 * Operation and schema names of a module: its item (`Medal`), made specific by the module's name where the item is
 * the tail of it (`special-categories` + `Category` → `SpecialCategory`, `hotbanner` + `Hot banner` → `HotBanner`).
 */
export function namesOf(moduleName: string, itemLabel: string): { plural: string; item: string } {
  const item = pascal(itemLabel);
  const named = singular(pascal(moduleName));
  const tail = named.toLowerCase().endsWith(item.toLowerCase()) ? named.slice(0, named.length - item.length) : undefined;
  const name = tail === undefined ? item : `${tail}${item}`;
  return { plural: plural(name), item: name };
}

/** What a record carries besides its schema's fields, from how the definition stores and lists it. */
function recordOptions(definition: ResourceDefinition): RecordDocOptions {
  const statuses = definition.status ? ['active', 'inactive', ...(definition.status.endsAt ? ['expired'] : []), ...(definition.status.archived ? ['archived'] : []), ...(definition.status.upcoming ? [definition.status.upcoming] : [])] : undefined;
  // A field the list SQL adds without a documented type would be an undocumented field of every answer.
  const added = [...(definition.columns ?? '').matchAll(/\bAS\s+([a-z_][a-z0-9_]*)\s*(?:,|$)/gi)].map((m) => toField(m[1]));
  const missing = definition.recordDoc ? [] : added.filter((field) => !definition.recordFields?.[field]);
  if (missing.length) throw new Error(`${definition.module.name}: document the record fields ${missing.join(', ')} (recordFields)`);
  return { softDelete: definition.module.softDelete, userColumns: definition.userColumns, statuses, extra: definition.recordFields };
}
