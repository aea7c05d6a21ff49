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
  const from = `${identifier(resource.table)} t WHERE ${conditions.join(' AND ')}`;
  // The first names by name (a top-N) and how many match in all (a plain count, computed once).
  return `(SELECT '${moduleName}'::text AS module, ${key} AS key, ${name} AS name, (SELECT count(*) FROM ${from}) AS module_total FROM ${from} ORDER BY lower(${name}), 2 LIMIT $3::int)`;
}

/** The statement over the given resources (none → undefined): a few names per module, modules by name. */
export function findSql(resources: readonly FindableResource[]): string | undefined {
  const arms = resources.filter(isFindable).map(arm);
  if (arms.length === 0) return undefined;
  return `SELECT s.* FROM (${arms.join('\nUNION ALL\n')}) s ORDER BY module, lower(name), key LIMIT $4::int`;
}
