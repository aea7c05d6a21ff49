// What a remote's build tells the shell about each module it renders: data only, written into its mf-manifest.json,
// so the shell builds its menu, routes, guards, finder and home cards from the live remotes before any of their code
// runs. The shell compiles in no module: a module added, changed or dropped ships with its remote.
import * as v from 'valibot';
import { schemaLabels } from '../field-label';
import { string } from '../helpers';
import { PERMISSION_PATTERN } from '../permissions';
import { moduleGroupPermissions, moduleGuard, type ModuleDefinition } from './define-module';

const segment = v.pipe(string(), v.regex(/^[a-z0-9][a-z0-9-]{0,62}$/));
const word = v.pipe(string(), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,62}$/));
/** 'landing.update', or a permission of its own ('security'). */
const permission = v.pipe(string(), v.regex(PERMISSION_PATTERN));
/** A folder path: 'banners', 'acquisition-landing-page/hero-desktop'. */
const folder = v.pipe(string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,62}(\/[A-Za-z0-9][A-Za-z0-9_-]{0,62}){0,3}$/));
const label = v.pipe(string(), v.trim(), v.minLength(1), v.maxLength(80));
const expose = v.pipe(string(), v.regex(/^[A-Za-z][A-Za-z0-9]{0,62}$/));
/** An action of the group: a standard one or the module's own ('clone', 'user.manage'). */
const action = v.pipe(string(), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,62}(\.[A-Za-z][A-Za-z0-9_]{0,62}){0,2}$/));
const use = v.union([v.picklist(['add', 'edit', 'view', 'clone', 'preview', 'restore']), action]);
/** A route below the module: 'add', 'edit/:id', 'read/:type', ':id'. */
const formRoute = v.pipe(string(), v.regex(/^(?:[a-z0-9-]+|:[A-Za-z]+|[a-z0-9-]+\/:[A-Za-z]+)$/));
/** A field's path: 'categoryTagline', 'pl_title', 'config.hero.headline', an array item's 'avatars[].avatarFile'. */
const fieldPath = v.pipe(string(), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,62}(\[\])?(\.[A-Za-z][A-Za-z0-9_]{0,62}(\[\])?){0,5}$/));
/** Most field labels one module states. */
export const MODULE_LABELS_MAX = 600;

/** Paths the shell owns: a remote cannot route a module over them. */
export const SHELL_PATHS: readonly string[] = ['login', 'forget-password', 'reset-password', 'profile', '404', 'modules'];

/** One module as a remote's manifest describes it; checked by the shell and the API before it is used. */
export const moduleDescriptionSchema = v.strictObject({
  /** The route segment: /landing-pages. */
  name: v.pipe(segment, v.check((name) => !SHELL_PATHS.includes(name), 'is a path of the shell')),
  menu: v.strictObject({
    label,
    group: v.picklist(['main', 'app-setting']),
    /** Its place in the menu among every remote's modules (lower first). */
    order: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)),
  }),
  access: v.union([
    v.literal('signed-in'),
    v.strictObject({
      group: word,
      /** The group's permissions (role editors offer them, the server accepts them); its five CRUD ones when absent. */
      permissions: v.optional(v.pipe(v.array(permission), v.maxLength(30))),
      guard: v.optional(v.pipe(v.array(permission), v.maxLength(20))),
      uses: v.optional(v.record(use, v.pipe(v.array(action), v.maxLength(6)))),
    }),
  ]),
  /** The record screens' routes below the module, for record links (history, the home schedule, the finder). */
  forms: v.optional(v.record(v.picklist(['add', 'edit', 'view', 'clone', 'preview']), formRoute)),
  /** The remote's exposed module that renders it (the remote is the one whose manifest says so). */
  expose,
  /** The file-manager folders the module keeps its files in (its editors may upload there). */
  folders: v.optional(v.pipe(v.array(folder), v.maxLength(30))),
  /** A screen outside the shell's layout, opened from the module's forms. */
  preview: v.optional(v.strictObject({ path: v.pipe(string(), v.regex(/^(\/[a-z0-9-]+){1,3}$/)), label, expose })),
  /**
   * Its fields' labels, by path, as its schema declares them: history, campaign diffs and toasts in any remote name a
   * field as its form does, without the module's code.
   */
  labels: v.optional(v.pipe(v.record(fieldPath, label), v.maxEntries(MODULE_LABELS_MAX))),
});

export type ModuleDescription = v.InferOutput<typeof moduleDescriptionSchema>;

/** A remote's list of modules, as its manifest carries it (a remote renders at most this many). */
export const moduleDescriptionsSchema = v.pipe(v.array(moduleDescriptionSchema), v.maxLength(100));

/** A module that states no menu place goes last. */
const LAST = 100_000;

/**
 * The description of a module a remote renders, from its definition: `describeModule(bannersModule)`. Only what
 * the shell needs before the remote's code runs; schemas, lists and messages stay in the remote.
 */
export function describeModule(definition: ModuleDefinition): ModuleDescription {
  if (!definition.remote) throw new Error(`Module ${definition.name} names no remote`);
  const { access, forms, preview } = definition;
  const labels = definitionLabels(definition);
  return {
    name: definition.name,
    menu: { label: definition.menu.label, group: definition.menu.group, order: definition.menu.order ?? LAST },
    access: access === 'signed-in'
      ? 'signed-in'
      : {
          group: access.group,
          permissions: moduleGroupPermissions(definition),
          // The guard travels when it is not the group's `index` (a permission spelled otherwise, or several).
          ...(access.guard || moduleGuard(definition)[0] !== `${access.group}.index` ? { guard: [...moduleGuard(definition)] } : {}),
          ...(access.uses ? { uses: Object.fromEntries(Object.entries(access.uses).map(([key, actions]) => [key, [...(actions ?? [])]])) } : {}),
        },
    ...(forms ? { forms: { ...forms } } : {}),
    expose: definition.remote.expose,
    ...(definition.folders ? { folders: [...definition.folders] } : {}),
    ...(preview ? { preview: { path: preview.path, label: preview.label, expose: preview.expose } } : {}),
    ...(labels ? { labels } : {}),
  };
}

/** The labels of a definition's schemas (the update's too), as a plain record for the manifest; none when it states none. */
function definitionLabels(definition: ModuleDefinition): Record<string, string> | undefined {
  const labels: Record<string, string> = {};
  for (const schema of [definition.schema, definition.updateSchema]) {
    if (schema) Object.assign(labels, schemaLabels(schema));
  }
  return Object.keys(labels).length ? labels : undefined;
}
