// One rule per use of a module: the shell's and the remote's routes, the row icons, the record links and the
// server's checks all ask here which permissions a screen or action needs.
import { modulePermission, type FormMode, type ModuleDefinition, type ModuleUse, type StandardAction } from './define-module';

/**
 * The actions of the module's group each use needs, any one of them (a module's `access.uses` may differ). An action
 * the definition declares (`user.manage`) is a use of its own.
 */
export const MODULE_USES: Readonly<Record<FormMode | StandardAction | 'clone' | 'restore', readonly string[]>> = {
  index: ['index'],
  read: ['read'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
  add: ['create'],
  clone: ['create'],
  edit: ['update'],
  // Opening a record read-only: whoever may change it may also look at it.
  view: ['read', 'update'],
  preview: ['read', 'update'],
  restore: ['delete'],
};

/**
 * The permissions that allow a use, any one of them: `modulePermissions(bannersModule, 'view')` →
 * ['banners.read', 'banners.update']. Empty for signed-in-only modules: being signed in is enough.
 */
export function modulePermissions(definition: Pick<ModuleDefinition, 'access'>, ...uses: ModuleUse[]): readonly string[] {
  const access = definition.access;
  if (access === 'signed-in') return [];
  const actions = uses.flatMap((use) => access.uses?.[use] ?? (Object.hasOwn(MODULE_USES, use) ? MODULE_USES[use as keyof typeof MODULE_USES] : [use]));
  return [...new Set(actions)].map((action) => modulePermission(definition, action)!);
}

/** The route of a form mode below the module ('edit/:id'), or undefined where the module has none. */
export function moduleFormRoute(definition: Pick<ModuleDefinition, 'forms'>, mode: FormMode): string | undefined {
  return definition.forms?.[mode];
}

/**
 * A record's screen relative to the module's route: `moduleFormPath(bannersModule, 'edit', row)` → 'edit/7'. The
 * route's parameter is filled from the record's field of that name (or with the key given), URL-encoded.
 */
export function moduleFormPath(definition: Pick<ModuleDefinition, 'forms'>, mode: FormMode, record: string | number | object): string | undefined {
  const route = moduleFormRoute(definition, mode);
  if (route === undefined) return undefined;
  return route.replace(/:(\w+)/g, (_, field: string) => {
    const value = typeof record === 'object' ? (record as Record<string, unknown>)[field] : record;
    return encodeURIComponent(String(value ?? ''));
  });
}

/**
 * Where a link to one record leads (history, the home schedule, the finder): its edit screen for those who may
 * update it, else its read-only screen for those who may view it, else the module's list. `holds` answers whether
 * the user holds any one of the permissions (true for none).
 */
export function moduleRecordRoute(definition: Pick<ModuleDefinition, 'name' | 'access' | 'forms'>, key: string, holds: (anyOf: readonly string[]) => boolean): string {
  for (const mode of ['edit', 'view', 'preview'] as const) {
    const path = moduleFormPath(definition, mode, key);
    if (path !== undefined && holds(modulePermissions(definition, mode))) return `/${definition.name}/${path}`;
  }
  return `/${definition.name}`;
}
