// A module declared once. The shell derives its route, guard and menu entry; the client its resource (path, query
// keys, list params); the server its routes, access rules and OpenAPI entries. One spelling of each module.
import * as v from 'valibot';
import type { ImageSizeSpec } from '../image-rules';
import type { ListSpec } from '../list/list-contract';

/** The five actions of every permission group unless it says otherwise: `landing` → landing.index … landing.delete. */
export const STANDARD_ACTIONS = ['index', 'create', 'update', 'read', 'delete'] as const;
export type StandardAction = (typeof STANDARD_ACTIONS)[number];

/**
 * An action a module's group adds to the standard ones: a word (hot banners' `clone` → hotbanners.clone; dotted
 * words allowed: chatroom's `user.manage`), or one whose permission the product spells otherwise
 * (`{ action: 'players', permission: 'promotion_users.read' }`).
 */
export type ModuleActionSpec = string | { readonly action: string; readonly permission: string };

/** Who may use a module: any signed-in user, or holders of its permission group. */
export type ModuleAccess =
  | 'signed-in'
  | {
      /** Permission group: `landing` → landing.index, landing.create … */
      group: string;
      /** Which of the standard five the group has (default all five: chatroom has only `index`). */
      standard?: readonly StandardAction[];
      /**
       * The group's own actions beyond the standard ones. The group's permissions (what role editors offer and the
       * server accepts) are derived from the standard and these: a new action ships in its module's definition.
       */
      actions?: readonly ModuleActionSpec[];
      /** Permissions that open the module's route, any one suffices (default: the `index` action's). */
      guard?: readonly string[];
      /** Where a use needs other actions than the usual (hot banners clone with `clone`): see MODULE_USES. */
      uses?: Readonly<Partial<Record<ModuleUse, readonly string[]>>>;
    };

type ObjectLike = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined> | v.StrictObjectSchema<v.ObjectEntries, v.ErrorMessage<v.StrictObjectIssue> | undefined>;
/** An object schema, possibly piped through checks of the whole record. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- valibot's own pipe constraint takes any input
export type EntitySchema = ObjectLike | v.SchemaWithPipe<readonly [ObjectLike, ...v.PipeItem<any, unknown, v.BaseIssue<unknown>>[]]>;

/** The fields of an entity schema (its object, under any record-level checks). */
export function schemaEntries(schema: EntitySchema): v.ObjectEntries {
  return ('pipe' in schema ? schema.pipe[0] : schema).entries;
}

/** The same checks over the fields plus `extra` (e.g. `version` on an update body). */
export function withEntries(schema: EntitySchema, extra: v.ObjectEntries): v.GenericSchema {
  const object = v.strictObject({ ...schemaEntries(schema), ...extra });
  if (!('pipe' in schema)) return object;
  const checks = schema.pipe.slice(1) as unknown as v.PipeItem<Record<string, unknown>, Record<string, unknown>, v.BaseIssue<unknown>>[];
  return v.pipe(object as v.GenericSchema<Record<string, unknown>, Record<string, unknown>>, ...checks);
}

/** An action of a module's group: a standard one, or one its definition declares (any, for a definition not known literally). */
export type ModuleAction<M = ModuleDefinition> = StandardOf<M> | DeclaredAction<M>;
type StandardOf<M> = M extends { access: { standard: readonly (infer S extends StandardAction)[] } } ? S : StandardAction;
type ActionName<S> = S extends string ? S : S extends { action: infer A extends string } ? A : never;
// A definition known only as ModuleDefinition (read from the directory) may name any action.
type DeclaredAction<M> = M extends { name: infer N } ? (string extends N ? string : M extends { access: { actions: readonly (infer S)[] } } ? ActionName<S> : never) : string;

/** A record screen of a module; preview is read-only like view. */
export type FormMode = 'add' | 'edit' | 'view' | 'clone' | 'preview';

/**
 * Form mode → its route below the module, as the spec names it. The route's parameter names the record's key field
 * (`read/:type` links a row by its `type`). Two modes may share one route (`update/:id`): it edits for those who may
 * update and shows the record read-only to those who may only read.
 */
export type ModuleForms = Readonly<Partial<Record<FormMode, string>>>;

/** The usual routes: add, edit/{id}, view/{id}. */
export const CRUD_FORMS = { add: 'add', edit: 'edit/:id', view: 'view/:id' } as const satisfies ModuleForms;

/** What a user does in a module: open one of its screens (a form mode), restore a record, or an action of its group. */
export type ModuleUse = FormMode | StandardAction | 'restore' | (string & {});

/** A screen of the module's own below its route (landing's bulk edit), opened by any one of `needs`. */
export interface ModulePage {
  path: string;
  needs: readonly ModuleUse[];
}

/** Which remote renders the module, its exposed name and the file under the remote's src/modules (one spelling). */
export interface ModuleRemote {
  app: 'content' | 'landing' | 'files' | 'ako';
  expose: string;
  /** The exposed file below the remote's src/modules: 'banners/index.tsx'. */
  file: string;
}

/** A named operation on one record beyond create/update/delete, e.g. landing's publish/unpublish. */
export interface ModuleOperation {
  /** Route segment below the record: PATCH /landingPages/:id/status. */
  method: 'POST' | 'PATCH';
  /** The action of the module's group it needs ('update' → landing.update). */
  needs: string;
  /** The request body. */
  schema: v.GenericSchema;
  summary: string;
}

export interface ModuleDefinition {
  /** Route segment, cache key and remembered-tab key: 'landing-pages' is routed at /landing-pages. */
  name: string;
  /** One record, for messages: 'Landing page' → "Landing page created successfully". */
  item: string;
  /** Its menu entry; `order` places it among every remote's modules (lower first; the shell sorts across remotes). */
  menu: { label: string; group: 'main' | 'app-setting'; order?: number };
  access: ModuleAccess;
  /** Where the module's records live: `{ base: 'content', path: 'landingPages' }` → /api/landingPages. */
  api?: {
    base: 'admin' | 'content' | 'chat';
    path: string;
    /** The client's update verb (default PATCH; the server answers both). */
    updateMethod?: 'patch' | 'put';
    /** Shown instead of the server's text when the list or a row operation fails (the spec: landing's). */
    errorText?: string;
  };
  /**
   * The record's writable fields (create; the update body too unless `updateSchema` is given): an object schema,
   * or one piped through record-level checks (`v.pipe(v.strictObject({…}), v.forward(v.check(…), ['dateTill']))`).
   */
  schema?: EntitySchema;
  updateSchema?: EntitySchema;
  list?: ListSpec;
  /** The spec's own success texts where it gives them (default "{item} created successfully" …). */
  messages?: { created?: string; updated?: string; deleted?: string };
  /** Delete keeps the record on a "deleted" tab, from which it can be restored. */
  softDelete?: boolean;
  operations?: Readonly<Record<string, ModuleOperation>>;
  /** The record screens and their routes (`CRUD_FORMS` for add / edit / view); none without it. */
  forms?: ModuleForms;
  /** Other screens below the module's route, by name. */
  pages?: Readonly<Record<string, ModulePage>>;
  /** The remote that renders the module (the shell's route target and the remote's webpack `exposes`). */
  remote?: ModuleRemote;
  /** A preview screen outside the shell layout, opened from the module's forms. */
  preview?: ModuleRemote & { path: string; label: string };
  /**
   * The file-manager folders the module keeps its files in: created at the first start, and whoever may create or
   * update the module's records may upload and replace files there (and below) without a files.* permission.
   */
  folders?: readonly string[];
  /** The rule of each image field, which the server checks against the stored file a write names. */
  images?: ImageRules;
}

/** An image field's rule, or one that depends on the record (a new banner's size differs from a sub banner's). */
export type ImageRule = ImageSizeSpec | ((record: Record<string, unknown>) => ImageSizeSpec);
/** Field path (dots; `[]` walks an array: `config.carousel[].desktopImage`) → the rule of its images. */
export type ImageRules = Readonly<Record<string, ImageRule>>;

/** Keeps the literal types of a definition: `export const bannersModule = defineModule({ … })`. */
export function defineModule<const M extends ModuleDefinition>(definition: M): M {
  return definition;
}

/**
 * The permission an action of the module needs (`modulePermission(chatroomModule, 'user.manage')` →
 * 'chatroom.user.manage'), or undefined for signed-in-only modules. An action the definition does not declare is
 * a mistake the type refuses for a literal definition.
 */
export function modulePermission<M extends Pick<ModuleDefinition, 'access'>>(definition: M, action: ModuleAction<M>): string | undefined {
  const access = definition.access;
  if (access === 'signed-in') return undefined;
  const own = access.actions?.find((spec) => typeof spec !== 'string' && spec.action === action);
  return typeof own === 'object' ? own.permission : `${access.group}.${action}`;
}

/** Every permission of the module's group, derived from its actions: the standard ones it has, then its own. */
export function moduleGroupPermissions(definition: Pick<ModuleDefinition, 'access'>): string[] {
  const access = definition.access;
  if (access === 'signed-in') return [];
  const actions = [...(access.standard ?? STANDARD_ACTIONS), ...(access.actions ?? []).map((spec) => (typeof spec === 'string' ? spec : spec.action))];
  return actions.map((action) => modulePermission(definition, action)!);
}

/** The permissions that open the module's route (any one); empty for signed-in-only modules. */
export function moduleGuard(definition: Pick<ModuleDefinition, 'access'>): readonly string[] {
  if (definition.access === 'signed-in') return [];
  return definition.access.guard ?? [modulePermission(definition, 'index')!];
}

/** The toast text of a successful write: the spec's own where the definition gives it. */
export function moduleMessage(definition: Pick<ModuleDefinition, 'item' | 'messages'>, event: 'created' | 'updated' | 'deleted' | 'restored'): string {
  const own = event === 'restored' ? undefined : definition.messages?.[event];
  return own ?? `${definition.item} ${event} successfully`;
}

/** The tab a soft-deleting module adds after its own. */
export const DELETED_TAB = { value: 'deleted', label: 'Deleted' } as const;

/** The module's list as both sides read it: its own tabs, plus "Deleted" when it deletes softly. */
export function moduleListSpec(definition: Pick<ModuleDefinition, 'list' | 'softDelete'>): ListSpec {
  const list = definition.list ?? {};
  if (!definition.softDelete) return list;
  return { ...list, tabs: [...(list.tabs ?? []), DELETED_TAB] };
}
