// A session's permission map, built once per distinct set of role lists: every request of every user holding the same
// roles reads one frozen map (building the super admin's map on each request showed in the API's CPU profile).
// Keyed by the lists' content, so a role change is a new key at once; nothing here outlives what the database says.
import { superAdminPermissions } from '@backoffice/validation';

const MAX_SETS = 1000;
const sets = new Map<string, Readonly<Record<string, true>>>();

/**
 * The permissions of roles whose lists the database aggregated as JSON text (`jsonb_agg(r.permissions)::text`),
 * plus the super admin's fixed list. Null-prototype: a permission string never reaches Object.prototype.
 */
export function permissionSet(allPermissions: boolean, listsJson: string): Readonly<Record<string, true>> {
  const key = `${allPermissions ? '*' : '-'}${listsJson}`;
  const known = sets.get(key);
  if (known) return known;
  const map: Record<string, true> = Object.assign(Object.create(null), allPermissions ? superAdminPermissions() : {});
  for (const list of JSON.parse(listsJson) as string[][]) for (const p of list) map[p] = true;
  const set = Object.freeze(map);
  if (sets.size >= MAX_SETS) sets.clear();
  sets.set(key, set);
  return set;
}

/** The SQL of a session's role lists as permissionSet reads them (roles r, in a GROUP BY per session). */
export const PERMISSION_LISTS_SQL = `COALESCE(jsonb_agg(r.permissions ORDER BY r.id) FILTER (WHERE r.id IS NOT NULL), '[]'::jsonb)::text`;
