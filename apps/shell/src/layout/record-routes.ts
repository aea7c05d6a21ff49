import { canAny } from '@backoffice/auth';
import { moduleNamed, modulePermission } from '@backoffice/validation';

/**
 * A record's screens as each module's remote routes them (its ModuleRoutes `forms`): the edit route and the
 * read-only one, `{key}` the record's id (or key field); null where the module has none. Default: edit/{key},
 * view/{key}; the modules whose read-only screen is their preview, or that lack one, say so here.
 */
interface RecordScreens {
  edit: string | null;
  view: string | null;
}
const DEFAULT: RecordScreens = { edit: 'edit/{key}', view: 'view/{key}' };
const preview = { view: 'preview/{key}' };
const OWN: Readonly<Record<string, Partial<RecordScreens>>> = {
  'special-categories': preview,
  'payout-message': preview,
  'category-image': preview,
  avatars: preview,
  'bet-match': preview,
  registration: preview,
  verification: preview,
  'daily-challenge': { view: null },
  sitemap: { view: null },
  mybet: { edit: '{key}', view: null },
  'editable-seo-desc': { view: 'read/{key}' },
  translation: { edit: null },
  // One screen, update/{id}, edits or shows read-only by the user's permission (spec 1 §2).
  'sport-event-image': { edit: 'update/{key}', view: 'update/{key}' },
};

/**
 * Where the finder opens a record: its edit screen for those who may update it (any signed-in user in a
 * signed-in-only module), else its read-only screen for those who may read it (the same rules as the form routes'
 * guards), else the module's list.
 */
export function recordRoute(module: string, key: string): string {
  const definition = moduleNamed(module);
  const screens = { ...DEFAULT, ...OWN[module] };
  const may = (...actions: ('read' | 'update')[]) =>
    !definition || definition.access === 'signed-in' || canAny(actions.map((action) => modulePermission(definition, action)!));
  const at = (route: string) => `/${module}/${route.replace('{key}', encodeURIComponent(key))}`;
  if (screens.edit !== null && may('update')) return at(screens.edit);
  if (screens.view !== null && may('read', 'update')) return at(screens.view);
  return `/${module}`;
}
