// v1/app-translations on the resource engine: a tab per namespace (app texts, fields, offers), search over the key
// and the three values, the "missing in" filter, and delete (apptranslation.delete: a mistyped key). Keys are
// fixed once created; a key may not be another key's parent, or the nested file of the site could not hold both.
import { appTranslationsModule } from '@backoffice/modules-content';
import type { Db } from '../../db/db';
import { HttpError } from '../../http/errors';
import { defineResource } from '../../resource/definition';
import { demoTranslations } from './demo';

export const DUPLICATE_KEY = 'This key already exists in this group!';

/** A key of the namespace that would nest under `key` or above it (`bet` vs `bet.title`), if any. */
export async function nestingConflict(db: Db, namespace: string, key: string): Promise<string | undefined> {
  const { rows } = await db.query<{ key: string }>(
    `SELECT key FROM app_translations WHERE namespace = $1 AND (left(key, length($2) + 1) = $2 || '.' OR left($2, length(key) + 1) = key || '.') LIMIT 1`,
    [namespace, key],
  );
  return rows[0]?.key;
}

export const nestingMessage = (other: string) => `must not nest with the key ${other}!`;

export const appTranslationsResource = defineResource({
  module: appTranslationsModule,
  table: 'app_translations',
  searchFields: ['key', 'pl_value', 'en_value', 'uk_value'],
  tabSql: { app: `t.namespace = 'app'`, fields: `t.namespace = 'fields'`, offers: `t.namespace = 'offers'` },
  filterSql: { missing: (value) => `coalesce(CASE ${value}::text WHEN 'en' THEN t.en__value WHEN 'uk' THEN t.uk__value ELSE t.pl__value END, '') = ''` },
  userColumns: true,
  routes: ['list', 'get', 'create', 'update', 'delete'],
  unique: [{ constraint: 'app_translations_namespace_key', field: 'key', message: DUPLICATE_KEY }],
  nameField: 'key',
  beforeWrite: async (input, { db, existing }) => {
    const values = { pl_value: input.pl_value, en_value: input.en_value || null, uk_value: input.uk_value || null };
    if (existing) return values;
    const created = input as typeof input & { namespace: string; key: string };
    const other = await nestingConflict(db, created.namespace, created.key);
    if (other) throw new HttpError(409, nestingMessage(other), { key: [nestingMessage(other)] });
    return { namespace: created.namespace, key: created.key, ...values };
  },
  demo: () => demoTranslations(),
});
