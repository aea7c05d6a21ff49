// Turns a resource definition into its routes: list, get, create, update (PUT full / PATCH partial, with a
// version check), delete.
import * as v from 'valibot';
import { integer, messages } from '@backoffice/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteAccess } from '../core/session';
import { docSchema } from '../core/doc-schema';
import type { Db } from '../db/db';
import { HttpError, notFound, staleVersion } from '../http/errors';
import { validate } from '../http/validate';
import { identifier, toColumn, type EntitySchema, type ResourceDefinition, type StoredRecord } from './definition';
import { buildListSql, listQuerySchema, sortByIssue } from './list-query';
import { constraintViolation, toColumns, toRecord } from './records';

const idParams = v.strictObject({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, messages.invalid('id')), v.transform(Number)) });
const versionField = integer(messages.required('version'), v.minValue(1, messages.minValue(1)));
const deleteQuery = v.strictObject({ version: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, messages.invalid('version')), v.transform(Number))) });

function accessFor(access: ResourceDefinition['access'], action: 'index' | 'read' | 'create' | 'update' | 'delete'): RouteAccess {
  if (access === 'signed-in') return 'signed-in';
  const { group } = access;
  // Opening a record to edit it needs update; to view it, read (spec 1 §6 form modes).
  if (action === 'read') return { anyOf: [`${group}.read`, `${group}.update`] };
  return { permission: `${group}.${action}` };
}

export function resourceRoutes<S extends EntitySchema>(definition: ResourceDefinition<S>) {
  const table = identifier(definition.table);
  const fields = Object.keys(definition.schema.entries);
  const sortColumns: Record<string, string> = { id: 't.id', createdAt: 't.created_at', updatedAt: 't.updated_at' };
  for (const f of definition.sortable ?? []) sortColumns[f] = `t.${identifier(toColumn(f))}`;
  const searchColumns = (definition.searchable ?? []).map((f) => `t.${identifier(toColumn(f))}`);
  const defaultSort = definition.defaultSort
    ? { expression: sortColumns[definition.defaultSort.field], order: definition.defaultSort.order }
    : { expression: 't.id', order: 'desc' as const };
  const putSchema = v.strictObject({ ...definition.schema.entries, version: versionField });
  const patchSchema = v.strictObject({ ...v.partial(v.strictObject(definition.schema.entries)).entries, version: versionField });
  const tags = [definition.path.replace(/^\//, '')];

  async function load(db: Db, id: number): Promise<StoredRecord> {
    const { rows } = await db.query(`SELECT * FROM ${table} WHERE id = $1`, [id]);
    if (!rows[0]) throw notFound(definition.label);
    return toRecord(rows[0]);
  }

  async function write<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      const violation = constraintViolation(error);
      if (violation === 'unique') throw new HttpError(409, `${definition.label} already exists`);
      if (violation === 'in-use') throw new HttpError(409, `${definition.label} is in use and cannot be changed this way`);
      throw error;
    }
  }

  async function update(request: FastifyRequest, id: number, input: Record<string, unknown>, version: number, db: Db) {
    const existing = await load(db, id);
    if (existing.version !== version) throw staleVersion();
    const merged = definition.beforeWrite
      ? await definition.beforeWrite({ ...pick(existing, fields), ...input } as v.InferOutput<S>, { request, db, existing })
      : input;
    const { columns, values } = toColumns(definition.jsonFields, merged as Record<string, unknown>);
    const sets = columns.map((c, i) => `${identifier(c)} = $${i + 4}`);
    const { rows } = await db.query(
      `UPDATE ${table} SET ${[...sets, 'version = version + 1', 'updated_at = $3'].join(', ')} WHERE id = $1 AND version = $2 RETURNING *`,
      [id, version, request.server.config.now().toISOString(), ...values],
    );
    // Changed between our read and our write: the same answer as a stale version.
    if (!rows[0]) throw staleVersion();
    return toRecord(rows[0]);
  }

  return async function routes(app: FastifyInstance): Promise<void> {
    app.get(definition.path, { config: { access: accessFor(definition.access, 'index') }, schema: docSchema({ tags, summary: `List ${definition.label} records`, querystring: listQuerySchema }) }, async (request) => {
      const query = validate(listQuerySchema, request.query);
      const sortIssue = sortByIssue(query, sortColumns);
      if (sortIssue) throw new HttpError(400, 'Validation failed', { sortBy: sortIssue });
      const listInput = { table, query, searchColumns, sortColumns, defaultSort, status: definition.status, now: app.config.now() };
      const { sql, params } = buildListSql(listInput);
      const { rows } = await app.db.query<Record<string, unknown>>(sql, params);
      let total = rows[0] ? Number(rows[0].total_count) : 0;
      if (!rows[0] && query.offset > 0) {
        const count = buildListSql(listInput, true);
        total = Number((await app.db.query<{ total_count: string }>(count.sql, count.params)).rows[0].total_count);
      }
      return { data: { items: rows.map(toRecord), total, limit: query.limit, offset: query.offset } };
    });

    app.get(`${definition.path}/:id`, { config: { access: accessFor(definition.access, 'read') }, schema: docSchema({ tags, summary: `One ${definition.label}`, params: idParams }) }, async (request) => {
      const { id } = validate(idParams, request.params);
      return { data: await load(app.db, id) };
    });

    app.post(definition.path, { config: { access: accessFor(definition.access, 'create') }, schema: docSchema({ tags, summary: `Create a ${definition.label}`, body: definition.schema }) }, async (request, reply) => {
      const parsed = validate(definition.schema, request.body);
      const record = await write(() =>
        app.db.transaction(async (db) => {
          const input = definition.beforeWrite ? await definition.beforeWrite(parsed, { request, db }) : parsed;
          const { columns, values } = toColumns(definition.jsonFields, input as Record<string, unknown>);
          const now = app.config.now().toISOString();
          const placeholders = values.map((_v, i) => `$${i + 2}`);
          const { rows } = await db.query(
            `INSERT INTO ${table} (${[...columns.map(identifier), 'created_at', 'updated_at'].join(', ')}) VALUES (${[...placeholders, '$1', '$1'].join(', ')}) RETURNING *`,
            [now, ...values],
          );
          return toRecord(rows[0]);
        }),
      );
      reply.status(201);
      return { data: record, message: `${definition.label} created successfully` };
    });

    for (const method of ['PUT', 'PATCH'] as const) {
      app.route({
        method,
        url: `${definition.path}/:id`,
        config: { access: accessFor(definition.access, 'update') },
        schema: docSchema({ tags, summary: `${method === 'PUT' ? 'Replace' : 'Change'} a ${definition.label} (send the version you loaded; 409 when stale)`, params: idParams, body: method === 'PUT' ? putSchema : patchSchema }),
        handler: async (request) => {
          const { id } = validate(idParams, request.params);
          const { version, ...input } = validate(method === 'PUT' ? putSchema : patchSchema, request.body) as Record<string, unknown> & { version: number };
          const record = await write(() => app.db.transaction((db) => update(request, id, input, version, db)));
          return { data: record, message: `${definition.label} updated successfully` };
        },
      });
    }

    app.delete(`${definition.path}/:id`, { config: { access: accessFor(definition.access, 'delete') }, schema: docSchema({ tags, summary: `Delete a ${definition.label}`, params: idParams, querystring: deleteQuery }) }, async (request) => {
      const { id } = validate(idParams, request.params);
      const { version } = validate(deleteQuery, request.query);
      await write(() =>
        app.db.transaction(async (db) => {
          const existing = await load(db, id);
          if (version !== undefined && existing.version !== version) throw staleVersion();
          await definition.beforeDelete?.(existing, { request, db });
          await db.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
        }),
      );
      return { data: { id }, message: `${definition.label} deleted successfully` };
    });
  };
}

function pick(record: StoredRecord, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => f in record).map((f) => [f, record[f]]));
}
