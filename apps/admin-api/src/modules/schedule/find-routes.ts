// GET /api/v1/schedule/find: the module finder (Ctrl+K) — record names matching the list search of every module the
// caller may open, a few per module, in one query.
import * as v from 'valibot';
import { maxLength, minLength, string } from '@backoffice/validation';
import { docSchema , type RoutesApp } from '../../core/doc-schema';
import { RESOURCES } from '../../resources';
import type { ResourceDefinition } from '../../resource/definition';
import { escapeLike } from '../../resource/list-query';
import { findSql, isFindable } from './find-sql';
import { readableBy } from './readable-by';

/** Names per module and in all. */
const FIND_PER_MODULE = 5;
const FIND_LIMIT = 60;

const findQuery = v.strictObject({
  // The library's length rules: "shorter than 100" had been said of a query that accepts 100 characters.
  q: v.pipe(v.optional(string(), ''), v.trim(), minLength(2), maxLength(100)),
});

const foundDoc = {
  type: 'object',
  required: ['module', 'label', 'key', 'name', 'moduleTotal'],
  properties: {
    module: { type: 'string', description: 'Module name, also its route' },
    label: { type: 'string', description: 'The module’s menu label' },
    key: { type: 'string', description: 'The record’s address in its routes: its id, or its key field (SEO: type)' },
    name: { type: 'string' },
    moduleTotal: { type: 'integer', description: 'How many of the module’s records match (the first few are listed)' },
  },
};

interface FoundRow {
  module: string;
  key: string;
  name: string | null;
  module_total: string | number;
}

export default async function findRoutes(app: RoutesApp): Promise<void> {
  const all = RESOURCES as readonly ResourceDefinition[];
  const findable = all.filter(isFindable);
  const labels = new Map(all.map((r) => [r.module.name, r.module.menu.label]));

  app.get(
    '/schedule/find',
    {
      config: { access: 'signed-in' },
      schema: docSchema({
        operationId: 'findRecords',
        tags: ['schedule'],
        summary: `The module finder: records whose list search matches q, over the modules the caller may open, at most ${FIND_PER_MODULE} per module`,
        querystring: findQuery,
        data: { type: 'object', required: ['items'], properties: { items: { type: 'array', items: foundDoc } } },
      }),
    },
    async (request) => {
      const { q } = request.query;
      const sql = findSql(readableBy(request, findable));
      if (!sql) return { data: { items: [] } };
      const { rows } = await app.db.query<FoundRow>(sql, [`%${escapeLike(q)}%`, q, FIND_PER_MODULE, FIND_LIMIT]);
      return {
        data: { items: rows.map((row) => ({ module: row.module, label: labels.get(row.module) ?? row.module, key: row.key, name: row.name ?? `#${row.key}`, moduleTotal: Number(row.module_total) })) },
      };
    },
  );
}
