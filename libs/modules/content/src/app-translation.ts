// App translations (key and pl_value pairs; API v1/app-translations, /fields, /offers): the texts of the
// public site, a key with its Polish value and the English and Ukrainian ones, in three namespaces (app texts, form
// fields, offers). The site loads them with i18next: one resource object per language, a namespace per group.
import * as v from 'valibot';
import { maxLength, optionalString, requiredString, selectRequired, string, CONTENT_LANGUAGES, type ContentLanguage, messages, hasReservedKeyPart, RESERVED_KEY_PARTS, defineModule } from '@backoffice/validation';
import type { StoredRecord } from './stored';

export const TRANSLATION_NAMESPACES = [
  { value: 'app', label: 'App texts' },
  { value: 'fields', label: 'Fields' },
  { value: 'offers', label: 'Offers' },
] as const;
export type TranslationNamespace = (typeof TRANSLATION_NAMESPACES)[number]['value'];
const NAMESPACE_VALUES = TRANSLATION_NAMESPACES.map((n) => n.value);

/** Dotted key parts of letters, digits, _ and -: `betslip.placeBet`, the nesting of the resource file. */
export const TRANSLATION_KEY_PATTERN = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;
export const TRANSLATION_KEY_MESSAGE = 'must be parts of letters, digits, _ or - joined by dots!';
export const RESERVED_KEY_MESSAGE = 'must not have a part named __proto__, constructor or prototype!';
const VALUE_MAX = 5000;
const KEY_MAX = 200;

const hasReservedPart = hasReservedKeyPart;

/** A key the site's nested file can hold: the pattern, the length, and no reserved part. */
export function isTranslationKey(key: string): boolean {
  return key.length <= KEY_MAX && TRANSLATION_KEY_PATTERN.test(key) && !hasReservedPart(key);
}

// An empty key says only "Key is required!", not also that it has no parts.
const translationKey = requiredString(
  'Key',
  maxLength(KEY_MAX),
  v.check((key) => key === '' || TRANSLATION_KEY_PATTERN.test(key), TRANSLATION_KEY_MESSAGE),
  v.check((key) => !TRANSLATION_KEY_PATTERN.test(key) || !hasReservedPart(key), RESERVED_KEY_MESSAGE),
);
const pl_value = requiredString('Polish value', maxLength(VALUE_MAX));
const otherValue = optionalString(maxLength(VALUE_MAX));

/** A new key: namespace, key and Polish value required; English and Ukrainian may come later. */
export const appTranslationSchema = v.strictObject({
  namespace: selectRequired('group', NAMESPACE_VALUES),
  key: translationKey,
  pl_value,
  en_value: otherValue,
  uk_value: otherValue,
});
export type AppTranslationInput = v.InferOutput<typeof appTranslationSchema>;

/** An edit changes the values only: the site's code refers to the key, so it stays as created. */
export const appTranslationUpdateSchema = v.strictObject({ pl_value, en_value: otherValue, uk_value: otherValue });
export type AppTranslationUpdate = v.InferOutput<typeof appTranslationUpdateSchema>;

export type AppTranslation = AppTranslationInput & StoredRecord;

/** The value column of a language: 'en' → 'en_value'. */
export const valueField = (language: ContentLanguage) => `${language}_value` as const;

const languagePick = v.picklist(CONTENT_LANGUAGES, messages.select('language'));

/** The list's filter "missing in": keys without a value in that language. */
export const translationListFilters = { missing: v.optional(languagePick) };

export const appTranslationsModule = defineModule({
  name: 'translation',
  item: 'Translation',
  menu: { label: 'Translation', group: 'main', order: 150 },
  access: { group: 'apptranslation' },
  api: { base: 'admin', path: 'app-translations' },
  schema: appTranslationSchema,
  updateSchema: appTranslationUpdateSchema,
  list: {
    tabs: TRANSLATION_NAMESPACES,
    searchable: true,
    sortable: ['key', 'pl_value', 'en_value', 'uk_value'],
    defaultSort: { field: 'key', order: 'asc' },
    defaultPageSize: 25,
    filters: translationListFilters,
  },
  forms: { add: 'add', view: 'view/:id' },
  remote: { app: 'content', expose: 'Translations', file: 'translations/index.tsx' },
});

// Export / import: a file holds one language as i18next loads it, `{ namespace: { nested: { key: value } } }`.

/** GET app-translations/export?language=en */
export const translationExportQuerySchema = v.strictObject({ language: languagePick });

/** The file of one language; unknown namespaces and non-text leaves are reported by `flattenResources`. */
export const translationImportSchema = v.strictObject({
  language: languagePick,
  // A loose object (not v.record): the OpenAPI document has no propertyNames, and the keys are checked by flattenResources.
  resources: v.looseObject({}, 'must be a JSON object of namespaces!'),
});
export type TranslationImport = v.InferOutput<typeof translationImportSchema>;

/** Apply: the same file plus the fingerprint of the preview the user saw (a changed database answers 409). */
export const translationImportApplySchema = v.strictObject({
  ...translationImportSchema.entries,
  previewId: v.pipe(string(), v.regex(/^[0-9a-f]{64}$/, messages.invalid('preview'))),
});

export interface FlatTranslation {
  namespace: TranslationNamespace;
  key: string;
  value: string;
}

/** Entries of a resource object; nested objects and dotted keys read alike (`{a:{b:'x'}}` = `{'a.b':'x'}`). */
export function flattenResources(resources: Record<string, unknown>): { entries: FlatTranslation[]; errors: string[] } {
  const entries: FlatTranslation[] = [];
  const errors: string[] = [];
  const walk = (namespace: TranslationNamespace, prefix: string, node: Record<string, unknown>) => {
    for (const [part, value] of Object.entries(node)) {
      const key = prefix ? `${prefix}.${part}` : part;
      // Refused before walking into it: a reserved part is never a level of anything built from this file.
      if (RESERVED_KEY_PARTS.has(part)) errors.push(`${namespace}:${key} is not a valid key`);
      else if (value !== null && typeof value === 'object' && !Array.isArray(value)) walk(namespace, key, value as Record<string, unknown>);
      else if (typeof value !== 'string') errors.push(`${namespace}:${key} must be a text`);
      else if (!isTranslationKey(key)) errors.push(`${namespace}:${key} is not a valid key`);
      else if (value.length > VALUE_MAX) errors.push(`${namespace}:${key} is longer than ${VALUE_MAX} characters`);
      else entries.push({ namespace, key, value });
    }
  };
  for (const [namespace, node] of Object.entries(resources)) {
    if (!NAMESPACE_VALUES.includes(namespace as TranslationNamespace)) errors.push(`${namespace} is not a namespace (${NAMESPACE_VALUES.join(', ')})`);
    else if (node === null || typeof node !== 'object' || Array.isArray(node)) errors.push(`${namespace} must be an object of keys`);
    else walk(namespace as TranslationNamespace, '', node as Record<string, unknown>);
  }
  const seen = new Set<string>();
  for (const { namespace, key } of entries) {
    const id = `${namespace}:${key}`;
    if (seen.has(id)) errors.push(`${id} is given twice`);
    seen.add(id);
  }
  return { entries, errors: errors.slice(0, 50) };
}

type Nested = Record<string, unknown>;
/** A level without a prototype: `node[part]` finds only what was put there, never Object.prototype's members. */
const level = (): Nested => Object.create(null) as Nested;

/**
 * The nested resource object of one language: `{ app: { betslip: { title: 'Kupon' } } }`; empty values left out.
 * Every level is a null-prototype object and a key that is not valid (a row stored before the rule) is left out,
 * so no stored key can write to a shared prototype (`__proto__.search` took the API down).
 */
export function nestResources(rows: readonly { namespace: string; key: string; value: string | null | undefined }[]): Record<string, Nested> {
  const out = level() as Record<string, Nested>;
  for (const { namespace, key, value } of rows) {
    if (!value || !isTranslationKey(key) || RESERVED_KEY_PARTS.has(namespace)) continue;
    let node: Nested = (out[namespace] ??= level());
    const parts = key.split('.');
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      // A key that is also another key's parent cannot nest; the server refuses such keys, so this is a guard.
      if (typeof next === 'string') break;
      node = (node[part] ??= level()) as Nested;
    }
    node[parts[parts.length - 1]] = value;
  }
  return out;
}

export type ImportChangeKind = 'added' | 'changed' | 'unchanged' | 'skipped';

export interface ImportChange {
  namespace: TranslationNamespace;
  key: string;
  kind: ImportChangeKind;
  before: string | null;
  after: string;
  /** Why a skipped entry is not applied. */
  reason?: string;
}

/** What an import will do (the preview) or did (the apply): counts and the entries, changed first. */
export interface ImportPreview {
  language: ContentLanguage;
  previewId: string;
  counts: Record<ImportChangeKind, number>;
  changes: ImportChange[];
}
