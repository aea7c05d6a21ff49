// What a remote's build tells the shell about each module it renders: data only, written into its mf-manifest.json,
// so the shell builds its menu, routes, guards, finder and home cards from the live remotes before any of their code
// runs. The shell compiles in no module: a module added, changed or dropped ships with its remote.
import * as v from 'valibot';
import { string } from '../helpers';
import { crudPermissions, PERMISSION_PATTERN } from '../permissions';
import type { ModuleDefinition } from './define-module';

const segment = v.pipe(string(), v.regex(/^[a-z0-9][a-z0-9-]{0,62}$/));
const word = v.pipe(string(), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,62}$/));
/** 'landing.update', or a permission of its own ('security'). */
const permission = v.pipe(string(), v.regex(PERMISSION_PATTERN));
/** A folder path: 'banners', 'acquisition-landing-page/hero-desktop'. */
const folder = v.pipe(string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,62}(\/[A-Za-z0-9][A-Za-z0-9_-]{0,62}){0,3}$/));
const label = v.pipe(string(), v.trim(), v.minLength(1), v.maxLength(80));
const expose = v.pipe(string(), v.regex(/^[A-Za-z][A-Za-z0-9]{0,62}$/));
const action = v.picklist(['index', 'read', 'create', 'update', 'delete', 'clone']);
const use = v.picklist(['add', 'edit', 'view', 'clone', 'preview', 'index', 'read', 'create', 'update', 'delete', 'restore']);
/** A route below the module: 'add', 'edit/:id', 'read/:type', ':id'. */
const formRoute = v.pipe(string(), v.regex(/^(?:[a-z0-9-]+|:[A-Za-z]+|[a-z0-9-]+\/:[A-Za-z]+)$/));

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
  return {
    name: definition.name,
    menu: { label: definition.menu.label, group: definition.menu.group, order: definition.menu.order ?? LAST },
    access: access === 'signed-in'
      ? 'signed-in'
      : {
          group: access.group,
          permissions: [...(access.permissions ?? crudPermissions(access.group))],
          ...(access.guard ? { guard: [...access.guard] } : {}),
          ...(access.uses ? { uses: Object.fromEntries(Object.entries(access.uses).map(([key, actions]) => [key, [...(actions ?? [])]])) } : {}),
        },
    ...(forms ? { forms: { ...forms } } : {}),
    expose: definition.remote.expose,
    ...(definition.folders ? { folders: [...definition.folders] } : {}),
    ...(preview ? { preview: { path: preview.path, label: preview.label, expose: preview.expose } } : {}),
  };
}
