// A module declared once. The shell derives its route, guard and menu entry; the client its resource (path, query
// keys, list params); the server its routes, access rules and OpenAPI entries. One spelling of each module.
import type * as v from 'valibot';
import type { ListSpec } from '../list/list-contract';

/** Who may use a module: any signed-in user, or holders of its permission group (spec 1 §6, spec 2 §6). */
export type ModuleAccess =
  | 'signed-in'
  | {
      /** Permission group: `landing` → landing.index, landing.create … */
      group: string;
      /** Permissions that open the module's route, any one suffices (default: `{group}.index`). */
      guard?: readonly string[];
    };

export type ModuleAction = 'index' | 'read' | 'create' | 'update' | 'delete' | 'clone';

/** A named operation on one record beyond create/update/delete, e.g. landing's publish/unpublish. */
export interface ModuleOperation {
  /** Route segment below the record: PATCH /landingPages/:id/status. */
  method: 'POST' | 'PATCH';
  /** The action of the module's group it needs ('update' → landing.update). */
  needs: ModuleAction;
  /** The request body. */
  schema: v.GenericSchema;
  summary: string;
}

export interface ModuleDefinition {
  /** Route segment, cache key and remembered-tab key: 'landing-pages' is routed at /landing-pages. */
  name: string;
  /** One record, for messages: 'Landing page' → "Landing page created successfully". */
  item: string;
  menu: { label: string; group: 'main' | 'app-setting' };
  access: ModuleAccess;
  /** Where the module's records live: `{ base: 'content', path: 'landingPages' }` → /api/landingPages. */
  api?: { base: 'admin' | 'content'; path: string };
  /** The record's writable fields (create; the update body too unless `updateSchema` is given). */
  schema?: v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined> | v.StrictObjectSchema<v.ObjectEntries, v.ErrorMessage<v.StrictObjectIssue> | undefined>;
  updateSchema?: ModuleDefinition['schema'];
  list?: ListSpec;
  /** Delete keeps the record on a "deleted" tab, from which it can be restored. */
  softDelete?: boolean;
  operations?: Readonly<Record<string, ModuleOperation>>;
}

/** Keeps the literal types of a definition: `export const bannersModule = defineModule({ … })`. */
export function defineModule<const M extends ModuleDefinition>(definition: M): M {
  return definition;
}

/** The permission an action of the module needs, or undefined for signed-in-only modules. */
export function modulePermission(definition: Pick<ModuleDefinition, 'access'>, action: ModuleAction): string | undefined {
  return definition.access === 'signed-in' ? undefined : `${definition.access.group}.${action}`;
}

/** The permissions that open the module's route (any one); empty for signed-in-only modules. */
export function moduleGuard(definition: Pick<ModuleDefinition, 'access'>): readonly string[] {
  if (definition.access === 'signed-in') return [];
  return definition.access.guard ?? [`${definition.access.group}.index`];
}

/** The tab a soft-deleting module adds after its own. */
export const DELETED_TAB = { value: 'deleted', label: 'Deleted' } as const;

/** The module's list as both sides read it: its own tabs, plus "Deleted" when it deletes softly. */
export function moduleListSpec(definition: Pick<ModuleDefinition, 'list' | 'softDelete'>): ListSpec {
  const list = definition.list ?? {};
  if (!definition.softDelete) return list;
  return { ...list, tabs: [...(list.tabs ?? []), DELETED_TAB] };
}
