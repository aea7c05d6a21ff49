// One campaign item applied through its module's writer (the same validation, hooks, version guard and history as a
// direct edit) on the caller's transaction handle, and one item's record put back as it was (roll back).
import type { CampaignItemAction } from '@backoffice/validation';
import { HttpError, staleVersion } from '../../http/errors';
import { identifier, type StoredRecord, type WriteContext } from '../../resource/definition';
import type { ActingRequest } from '../../resource/history';
import { recordRequestHistory } from '../../resource/history';
import { conflictError } from '../../resource/records';
import type { Db } from '../../db/db';
import type { CampaignTarget } from './targets';

export interface ItemChange {
  recordId: number | null;
  action: CampaignItemAction;
  values: Record<string, unknown> | null;
  baseVersion: number | null;
}

export interface AppliedItem {
  recordId: number;
  before: StoredRecord | null;
  /** The table's own row before (every column, as stored): what a roll back writes back. */
  beforeRow: Record<string, unknown> | null;
  after: StoredRecord | null;
  afterVersion: number | null;
}

/** The table's row as stored (all its columns), or null when there is none; locked until the transaction ends. */
async function rawRow(db: Db, target: CampaignTarget, id: number): Promise<Record<string, unknown> | null> {
  const { rows } = await db.query<{ row: Record<string, unknown> }>(`SELECT to_jsonb(t) AS row FROM ${identifier(target.definition.table)} t WHERE t.id = $1 FOR UPDATE`, [id]);
  return rows[0]?.row ?? null;
}

const changedSincePrepared = (prepared: number | null, now: number) =>
  new HttpError(409, `The record changed since this item was prepared (version ${prepared ?? '–'}, now ${now}). Nothing was published: remove this item and add the record again`);

const missing = (target: CampaignTarget) => new HttpError(409, `${target.definition.module.item} no longer exists`);

async function loadOrNull(db: Db, target: CampaignTarget, id: number): Promise<StoredRecord | null> {
  try {
    return await target.writer.store.load(db, id);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/** Applies one item on `context.db`; a refusal throws (HttpError with the module's own message and fields). */
export async function applyItem(target: CampaignTarget, item: ItemChange, context: WriteContext): Promise<AppliedItem> {
  const { writer, definition } = target;
  try {
    if (item.action === 'create') {
      const after = await writer.create(context, item.values ?? {});
      return { recordId: after.id, before: null, beforeRow: null, after, afterVersion: after.version };
    }
    const id = item.recordId as number;
    // Locked first: nobody changes the record between the version check below and the write.
    const beforeRow = await rawRow(context.db, target, id);
    const before = beforeRow && (await loadOrNull(context.db, target, id));
    if (!before) throw missing(target);
    // Every change of an existing record is guarded by the version it was prepared against: what was reviewed.
    // Said as a campaign's failure, not a form's ("reload it"): the item is what must be prepared again.
    if (before.version !== item.baseVersion) throw changedSincePrepared(item.baseVersion, before.version);
    let after: StoredRecord | null;
    if (item.action === 'update') after = await writer.update(context, id, { ...item.values, version: item.baseVersion }, 'PATCH');
    else if (item.action === 'delete') {
      const removed = await writer.remove(context, id, item.baseVersion ?? undefined);
      after = 'version' in removed ? (removed as StoredRecord) : null;
    } else {
      const publish = item.action === 'publish';
      const rule = target.publish;
      if (rule.kind === 'operation') after = (await writer.operate(context, id, rule.name, rule.body(publish))).record;
      else if (rule.kind === 'field') after = await writer.update(context, id, { [rule.field]: publish, version: item.baseVersion }, 'PATCH');
      else throw new HttpError(400, `${definition.module.item} has no publish state: change its dates instead`);
    }
    return { recordId: id, before, beforeRow, after, afterVersion: after?.version ?? null };
  } catch (error) {
    throw conflictError(definition, error) ?? error;
  }
}

export interface PublishedItem {
  recordId: number | null;
  action: CampaignItemAction;
  beforeRow: Record<string, unknown> | null;
  afterVersion: number | null;
}

/** Why a roll back of this item is refused (the record moved on, or is gone), or null when it can be restored. */
export async function rollbackRefusal(db: Db, target: CampaignTarget, item: PublishedItem): Promise<string | null> {
  if (item.recordId === null) return 'The campaign did not apply this item';
  const current = await rawRow(db, target, item.recordId);
  const afterHardDelete = item.action === 'delete' && item.afterVersion === null;
  if (afterHardDelete) return current ? 'A record with this id exists again' : null;
  if (!current) return `${target.definition.module.item} was deleted after the campaign`;
  const version = Number(current.version);
  if (version !== item.afterVersion) return `${target.definition.module.item} was changed after the campaign (version ${item.afterVersion} → ${version})`;
  return null;
}

/** The table's columns that hold data (generated ones, such as landing pages' partner, follow from them). */
async function storedColumns(db: Db, table: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
    [table],
  );
  return rows.map((r) => identifier(r.name));
}

/** Puts one record back as it was before the campaign: a created one is deleted, the rest get their old row back. */
export async function restoreItem(target: CampaignTarget, item: PublishedItem, context: WriteContext): Promise<void> {
  const id = item.recordId as number;
  if (item.action === 'create') {
    await target.writer.remove(context, id, item.afterVersion ?? undefined);
    return;
  }
  const row = item.beforeRow as Record<string, unknown>;
  const table = identifier(target.definition.table);
  const before = await loadOrNull(context.db, target, id);
  const stored = await storedColumns(context.db, table);
  if (item.action === 'delete' && item.afterVersion === null) {
    const list = stored.join(', ');
    await context.db.query(`INSERT INTO ${table} (${list}) SELECT ${list} FROM jsonb_populate_record(NULL::${table}, $1::jsonb)`, [JSON.stringify(row)]);
  } else {
    const kept = new Set(['id', 'version', 'created_at', 'created_by']);
    const columns = stored.filter((column) => !kept.has(column));
    const sets = columns.map((column) => (column === 'updated_at' ? `updated_at = $3` : `${column} = r.${column}`));
    const { rows } = await context.db.query(
      `UPDATE ${table} t SET ${[...sets, 'version = t.version + 1'].join(', ')} FROM jsonb_populate_record(NULL::${table}, $1::jsonb) r WHERE t.id = $2 AND t.version = $4 RETURNING t.id`,
      [JSON.stringify(row), id, context.request.server.config.now().toISOString(), item.afterVersion],
    );
    if (!rows[0]) throw staleVersion();
  }
  const after = await target.writer.store.load(context.db, id);
  await recordRequestHistory(context.db, context.request, { module: target.name, recordId: id, action: 'rollback', version: after.version, before, after });
}

/** The acting user of a campaign's writes: the history entries name the campaign. */
export function actingFor(server: ActingRequest['server'], session: ActingRequest['session'], campaign: { id: number; name: string }): ActingRequest {
  return { server, session, campaign };
}
