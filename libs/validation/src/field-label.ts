// A field's label, declared once in its module's schema (the helpers attach it as valibot's title), so the form,
// the history, the campaign diff and toasts say the same words. A field the schema gives no label reads as words
// made from its name (fieldWords).
import * as v from 'valibot';
import { fieldWords } from './field-words';
import { CONTENT_LANGUAGES, LANGUAGE_NAMES, type ContentLanguage } from './languages';

/** Field paths → labels: `config.hero.headline`, a per-language `pl_title`, an array item's `avatars[].avatarFileUrl`. */
export type FieldLabels = Readonly<Record<string, string>>;

interface Node {
  type?: string;
  wrapped?: unknown;
  entries?: Record<string, unknown>;
  item?: unknown;
  pipe?: readonly unknown[];
}

/** Wrappers whose inner schema is the field's (optional, nullable …; a pipe keeps its first schema's parts). */
const WRAPPERS = new Set(['optional', 'exact_optional', 'nullable', 'nullish', 'non_optional', 'non_nullable', 'non_nullish', 'undefinedable']);

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && 'type' in value;

/** The label of the field itself: the outermost title, through its wrappers. */
function ownTitle(schema: Node): string | undefined {
  for (let node: unknown = schema; isNode(node); node = WRAPPERS.has(node.type ?? '') ? node.wrapped : undefined) {
    const title = v.getTitle(node as v.GenericSchema);
    if (title) return title;
  }
  return undefined;
}

function unwrap(schema: Node): Node {
  let node = schema;
  while (WRAPPERS.has(node.type ?? '') && isNode(node.wrapped)) node = node.wrapped;
  return node;
}

function walk(schema: Node, path: string, labels: Map<string, string>, fields: Set<string>, depth: number): void {
  if (depth > 8) return;
  if (path) {
    fields.add(path);
    const title = ownTitle(schema);
    if (title) labels.set(path, title);
  }
  const inner = unwrap(schema);
  if (inner.entries && typeof inner.entries === 'object') {
    for (const [key, entry] of Object.entries(inner.entries)) {
      if (isNode(entry)) walk(entry, path ? `${path}.${key}` : key, labels, fields, depth + 1);
    }
  } else if (inner.type === 'array' && isNode(inner.item)) {
    walk(inner.item, `${path}[]`, labels, fields, depth + 1);
  }
}

const LANGUAGE_FIELD = /^(.*?)(pl|en|uk)_([^.[\]]+)$/;

/** "Title" → "title", but "SEO title" and "URL" keep their capitals. */
const lowerFirst = (text: string) => (/^[A-Z][A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));

/**
 * A per-language field as the forms name it. Held in several languages, its language then its label ("Polish
 * title"; the label is the field's own, or that of the same field in another language: the optional languages'
 * fields often state none). Held in one language only (a Polish-only banner's `pl_subTitle`), its label alone.
 */
function languageLabel(path: string, labels: Map<string, string>, fields: Set<string>): string | undefined {
  const match = LANGUAGE_FIELD.exec(path);
  if (!match) return undefined;
  const [, prefix, language, name] = match;
  const own = labels.get(path);
  const languages = CONTENT_LANGUAGES.filter((other) => fields.has(`${prefix}${other}_${name}`));
  if (languages.length < 2) return own;
  const base = own ?? languages.map((other) => withoutLanguage(labels.get(`${prefix}${other}_${name}`), other)).find(Boolean);
  if (!base) return undefined;
  const languageName = LANGUAGE_NAMES[language as ContentLanguage];
  return base.startsWith(languageName) ? base : `${languageName} ${lowerFirst(base)}`;
}

/** A label borrowed from another language, without that language's name: "Polish value" → "Value". */
function withoutLanguage(label: string | undefined, language: ContentLanguage): string | undefined {
  const name = `${LANGUAGE_NAMES[language]} `;
  if (!label?.startsWith(name)) return label;
  const rest = label.slice(name.length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

const cache = new WeakMap<object, FieldLabels>();

/**
 * Every label a schema declares, by field path: `schemaLabels(messageSchema)` → { messageName: 'Name',
 * pl_title: 'Polish title', en_title: 'English title', … }. What crosses remotes (a module's description) carries it.
 */
export function schemaLabels(schema: v.GenericSchema | object): FieldLabels {
  const cached = cache.get(schema);
  if (cached) return cached;
  const labels = new Map<string, string>();
  const fields = new Set<string>();
  if (isNode(schema)) walk(schema, '', labels, fields, 0);
  // No prototype: a field path read from stored data never finds an inherited member.
  const result: Record<string, string> = Object.create(null);
  for (const field of fields) {
    const label = languageLabel(field, labels, fields) ?? labels.get(field);
    if (label) result[field] = label;
  }
  cache.set(schema, result);
  return result;
}

/** A form's field name (`config.carousel[2].alt`) or a stored path as a labels key (`config.carousel[].alt`). */
const labelKey = (path: string) => path.replace(/\[\d+\]/g, '[]');

/** The label of `path` among `labels` (a schema's, or a module description's), else words from its name. */
export function labelOf(labels: FieldLabels | undefined, path: string): string {
  const key = labelKey(path);
  const label = labels && Object.hasOwn(labels, key) ? labels[key] : undefined;
  return typeof label === 'string' ? label : fieldWords(path.replace(/\[\d*\]/g, ''));
}

/**
 * A field's label as its module's schema declares it: `fieldLabel(avatarCategorySchema, 'categoryTagline')` →
 * "Subtitle"; `fieldLabel(messageSchema, 'en_title')` → "English title"; a field without one → fieldWords.
 */
export function fieldLabel(schema: v.GenericSchema | object | undefined, path: string): string {
  return labelOf(schema ? schemaLabels(schema) : undefined, path);
}
