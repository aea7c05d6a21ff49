// The module finder's record names as SQL: one statement over every resource whose list has a search box, matching
// the same fields the list's search reads (ILIKE, and the exact id where the list finds by id), a few rows per module.
import type { ModuleDefinition } from '@backoffice/validation';
import { identifier, toColumn, type ResourceDefinition } from '../../resource/definition';

/** A resource the finder can read: its table, the list's search fields and how a record is named and addressed. */
export type FindableResource = Pick<ResourceDefinition, 'table' | 'searchFields' | 'searchId' | 'nameField' | 'keyField' | 'routes'> & {
  module: Pick<ModuleDefinition, 'name' | 'softDelete' | 'access'> & { menu: { label: string } };
};

/** Served with a list that searches: the finder searches what the list's search box would. */
export const isFindable = (resource: FindableResource): boolean => (resource.searchFields?.length ?? 0) > 0 && (!resource.routes || resource.routes.includes('list'));

/**
 * $1 is the ILIKE pattern (already escaped, with its %), $2 the exact text (for ids), $3 the rows per module, $4 the
 * rows in all. One arm per resource: (module, key, name), `key` the route's address (the key field or the id).
 */
function arm(resource: FindableResource): string {
  const col = (field: string) => `t.${identifier(toColumn(field))}`;
  const found = (resource.searchFields ?? []).map((field) => `${col(field)}::text ILIKE $1::text`);
  if (resource.searchId) found.push('t.id::text = $2::text');
  const name = `${col(resource.nameField ?? resource.searchFields![0])}::text`;
  const key = resource.keyField ? `${col(resource.keyField)}::text` : 't.id::text';
  const conditions = [`(${found.join(' OR ')})`, ...(resource.module.softDelete ? ['t.deleted_at IS NULL'] : [])];
  const moduleName = resource.module.name.replace(/'/g, "''");
  return `SELECT '${moduleName}'::text AS module, ${key} AS key, ${name} AS name FROM ${identifier(resource.table)} t WHERE ${conditions.join(' AND ')}`;
}

/** The statement over the given resources (none → undefined), rows ranked by name within each module. */
export function findSql(resources: readonly FindableResource[]): string | undefined {
  const arms = resources.filter(isFindable).map(arm);
  if (arms.length === 0) return undefined;
  return [
    'SELECT module, key, name, module_total FROM (',
    '  SELECT s.*, row_number() OVER (PARTITION BY module ORDER BY lower(name), key) AS rank, count(*) OVER (PARTITION BY module) AS module_total',
    `  FROM (${arms.join('\n  UNION ALL\n  ')}) s`,
    ') ranked WHERE rank <= $3::int ORDER BY module, rank LIMIT $4::int',
  ].join('\n');
}
