// A record deleted for good comes back from its history. The delete entry keeps every field's value
// before the delete; those are sent through the module's own create (its schema, its checks, its image rules) under
// the module's create permission, as a new record, and the old record's trail says where it went.
import { hasReservedKeyPart, modulePermission, moduleMessage, schemaEntries, hasAnyPermission, type HistoryChange } from '@backoffice/validation';
import type { FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../http/errors';
import { recordHistory, actorOf } from '../../resource/history';
import { recordWriter } from '../../resource/record-writer';
import type { ResourceDefinition } from '../../resource/definition';
import { RESOURCES } from '../../resources';
import { toEntry } from './read';

const RESTORE_GONE = 'This record was not deleted for good: open it in its module (a Deleted tab restores soft-deleted records).';
const RESTORE_DONE = 'This deleted record was already restored';

const definitionOf = (module: string) => RESOURCES.find((r) => r.module.name === module) as ResourceDefinition | undefined;

/** The record as it was just before the delete: each field's `before`, nested back along its dot path. */
export function recordBeforeDelete(changes: readonly HistoryChange[], fields: ReadonlySet<string>): Record<string, unknown> {
  const record: Record<string, unknown> = Object.create(null);
  for (const change of changes) {
    if (!('before' in change) || hasReservedKeyPart(change.field)) continue;
    const [top, ...rest] = change.field.split('.');
    if (!fields.has(top)) continue;
    let node = record;
    let key = top;
    for (const part of rest) {
      const next = node[key];
      node = node[key] = typeof next === 'object' && next !== null && !Array.isArray(next) ? next : Object.create(null);
      key = part;
    }
    node[key] = change.before;
  }
  return JSON.parse(JSON.stringify(record));
}

/** POST /history/:entryId/restore — the restored record and its module's "created" text. */
export async function restoreDeleted(request: FastifyRequest, entryId: string) {
  const { db } = request.server;
  const { rows } = await db.query<Parameters<typeof toEntry>[0]>('SELECT * FROM history WHERE id = $1', [entryId]);
  if (!rows[0]) throw notFound('History entry');
  const entry = toEntry(rows[0]);
  const definition = definitionOf(entry.module);
  if (entry.action !== 'delete' || !definition || definition.module.softDelete) throw new HttpError(400, RESTORE_GONE);
  const permission = modulePermission(definition.module, 'create');
  if (permission && !hasAnyPermission(request.session, [permission])) throw new HttpError(403, 'You do not have permission to do this.');
  const writer = recordWriter(definition);
  const body = recordBeforeDelete(entry.changes, new Set(Object.keys(schemaEntries(definition.module.schema))));
  const record = await db.transaction(async (tx) => {
    // One restore per delete, also for two clicks at once: the entry's row is locked while the other waits.
    await tx.query('SELECT 1 FROM history_entries WHERE id = $1 FOR UPDATE', [Number(entry.id.slice(1))]);
    const done = await tx.query('SELECT 1 FROM history_entries WHERE module = $1 AND record_id = $2 AND action = $3 LIMIT 1', [entry.module, entry.recordId, 'restore']);
    if (done.rows.length > 0) throw new HttpError(409, RESTORE_DONE);
    const created = await writer.create({ request, db: tx }, body);
    await recordHistory(tx, actorOf(request), request.server.config.now(), { module: entry.module, recordId: entry.recordId, action: 'restore', detail: { restoredAs: created.id } });
    return created;
  });
  return { record, message: moduleMessage(definition.module, 'created') };
}
