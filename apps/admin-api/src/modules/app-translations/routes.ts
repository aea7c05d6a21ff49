// Export and import of the translations as the site's i18n files (docs/decisions.md): one language per file, the
// namespaces app / fields / offers at the top, keys nested by their dots. An import is previewed first (added,
// changed, unchanged, skipped) and applied with the preview's id: if anything it would touch changed meanwhile, the
// id no longer matches and the apply answers 409 instead of doing something the user did not see.
import { createHash } from 'node:crypto';
import { type ContentLanguage } from '@backoffice/validation';
import { flattenResources, nestResources, translationExportQuerySchema, translationImportApplySchema, translationImportSchema, valueField, type ImportChange, type ImportChangeKind, type ImportPreview, type TranslationImport, appTranslationsModule } from '@backoffice/modules-content';
import type { FastifyRequest } from 'fastify';
import { docSchema, named , type RoutesApp } from '../../core/doc-schema';
import type { Db } from '../../db/db';
import { HttpError } from '../../http/errors';
import { recordStore } from '../../resource/writes';
import { appTranslationsResource, nestingMessage } from './resource';
import { can, canAll } from '../../core/access';

const tags = ['translation'];
const MAX_ENTRIES = 5000;
const ORDER: ImportChangeKind[] = ['changed', 'added', 'skipped', 'unchanged'];
export const IMPORT_STALE = 'The translations changed since the preview. Review the import again.';

interface Row { id: number; namespace: string; key: string; pl_value: string; en_value: string | null; uk_value: string | null; version: number }
type Planned = ImportChange & { id?: number; version?: number };

const column = (language: ContentLanguage) => `${language}_value` as 'pl_value' | 'en_value' | 'uk_value';
// The table's column of a field (the engine doubles a field's own underscore: pl_value → pl__value).
const sqlColumn = (language: ContentLanguage) => `${language}__value`;

/** What importing `resources` into `language` would do against the stored rows. */
async function plan(db: Db, { language, resources }: TranslationImport): Promise<{ preview: ImportPreview; planned: Planned[] }> {
  const { entries, errors } = flattenResources(resources);
  if (errors.length > 0) throw new HttpError(400, 'Validation failed', { resources: errors });
  if (entries.length > MAX_ENTRIES) throw new HttpError(400, 'Validation failed', { resources: [`must contain maximum ${MAX_ENTRIES} items!`] });
  const { rows } = await db.query<Row>('SELECT id, namespace, key, pl__value AS pl_value, en__value AS en_value, uk__value AS uk_value, version FROM app_translations');
  const stored = new Map(rows.map((r) => [`${r.namespace}:${r.key}`, r]));
  // Keys of each namespace as they will be, to refuse a new key that would nest with another (bet / bet.title).
  const keys = new Map<string, Set<string>>();
  for (const r of rows) (keys.get(r.namespace) ?? keys.set(r.namespace, new Set()).get(r.namespace)!).add(r.key);
  const nestsWith = (namespace: string, key: string) => {
    for (const other of keys.get(namespace) ?? []) if (other.startsWith(`${key}.`) || key.startsWith(`${other}.`)) return other;
    return undefined;
  };
  const planned: Planned[] = entries.map(({ namespace, key, value }) => {
    const row = stored.get(`${namespace}:${key}`);
    const before = row ? row[column(language)] || null : null;
    const base = { namespace, key, before, after: value, ...(row ? { id: row.id, version: row.version } : {}) };
    if (value.trim() === '') return { ...base, kind: 'skipped', reason: 'empty value' };
    if (!row) {
      if (language !== 'pl') return { ...base, kind: 'skipped', reason: 'no such key (a key is added with its Polish value)' };
      const other = nestsWith(namespace, key);
      if (other) return { ...base, kind: 'skipped', reason: nestingMessage(other) };
      (keys.get(namespace) ?? keys.set(namespace, new Set()).get(namespace)!).add(key);
      return { ...base, kind: 'added' };
    }
    if (before === null) return { ...base, kind: 'added' };
    return { ...base, kind: before === value ? 'unchanged' : 'changed' };
  });
  planned.sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) || a.namespace.localeCompare(b.namespace) || a.key.localeCompare(b.key));
  const counts = { added: 0, changed: 0, unchanged: 0, skipped: 0 } as Record<ImportChangeKind, number>;
  for (const p of planned) counts[p.kind] += 1;
  // The id covers what the apply would write and the versions it would write over: any edit meanwhile changes it.
  const writes = planned.filter((p) => p.kind === 'added' || p.kind === 'changed').map((p) => [p.namespace, p.key, p.after, p.version ?? 0]);
  const previewId = createHash('sha256').update(JSON.stringify([language, writes])).digest('hex');
  const changes = planned.map(({ id: _id, version: _version, ...change }) => change);
  return { preview: { language, previewId, counts, changes }, planned };
}

// Docs only: the export (nested resources) and the ImportPreview answer (libs/validation).
const text = { type: 'string' };
const treeDoc = named('TranslationTree', { type: 'object', additionalProperties: { anyOf: [text, { $ref: '#/components/schemas/TranslationTree' }] } });
const resourcesDoc = named('TranslationResources', { type: 'object', description: 'namespace → nested keys → text', additionalProperties: treeDoc });
const kinds = ['added', 'changed', 'unchanged', 'skipped'];
const importPreviewDoc = named('TranslationImportPreview', {
  type: 'object',
  required: ['language', 'previewId', 'counts', 'changes'],
  properties: {
    language: { type: 'string', enum: ['pl', 'en', 'uk'] },
    previewId: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    counts: { type: 'object', required: kinds, properties: Object.fromEntries(kinds.map((kind) => [kind, { type: 'integer', minimum: 0 }])) },
    changes: { type: 'array', items: { type: 'object', required: ['namespace', 'key', 'kind', 'before', 'after'], properties: { namespace: text, key: text, kind: { type: 'string', enum: kinds }, before: { type: ['string', 'null'] }, after: text, reason: text } } },
  },
});

export default async function appTranslationRoutes(app: RoutesApp): Promise<void> {
  const store = recordStore(appTranslationsResource);

  app.get('/app-translations/export', {
    config: can(appTranslationsModule, 'index'),
    schema: docSchema({ operationId: 'exportAppTranslations', tags, summary: 'One language as the site loads it: { namespace: { nested keys: text } } (missing values left out)', querystring: translationExportQuerySchema, data: resourcesDoc }),
  }, async (request) => {
    const { language } = request.query;
    const { rows } = await app.db.query<{ namespace: string; key: string; value: string | null }>(
      `SELECT namespace, key, ${sqlColumn(language)} AS value FROM app_translations ORDER BY namespace, key`,
    );
    return { data: nestResources(rows) };
  });

  const importAccess = canAll(appTranslationsModule, 'create', 'update');

  app.post('/app-translations/import/preview', {
    config: importAccess,
    schema: docSchema({ operationId: 'previewAppTranslationsImport', tags, summary: 'What importing a language file would change: added, changed, unchanged and skipped keys (nothing is stored)', body: translationImportSchema, data: importPreviewDoc }),
  }, async (request) => {
    const body = request.body;
    return { data: (await plan(app.db, body)).preview };
  });

  app.post('/app-translations/import', {
    config: importAccess,
    schema: docSchema({ operationId: 'importAppTranslations', tags, summary: 'Apply an import previewed with the same file (send its previewId; 409 when the translations changed since)', body: translationImportApplySchema, data: importPreviewDoc, errors: [409] }),
  }, async (request) => {
    const { previewId, ...body } = request.body;
    const preview = await request.server.db.transaction(async (db) => {
      await db.query('LOCK TABLE app_translations IN SHARE ROW EXCLUSIVE MODE');
      const { preview, planned } = await plan(db, body);
      if (preview.previewId !== previewId) throw new HttpError(409, IMPORT_STALE);
      await applyPlan(db, request, body.language, planned, store);
      return preview;
    });
    const { added, changed } = preview.counts;
    return { data: preview, message: `Translations imported: ${added} added, ${changed} changed` };
  });
}

/** Writes the added and changed entries through the engine's store, so each has its history entry. */
async function applyPlan(db: Db, request: FastifyRequest, language: ContentLanguage, planned: Planned[], store: ReturnType<typeof recordStore>) {
  const context = { request, db };
  for (const entry of planned) {
    if (entry.kind !== 'added' && entry.kind !== 'changed') continue;
    if (entry.id === undefined) await store.insert({ namespace: entry.namespace, key: entry.key, pl_value: entry.after }, context);
    else await store.change(entry.id, { [valueField(language)]: entry.after }, context, { version: entry.version, action: 'import' });
  }
}
