// The engine's writes on one record, each a single guarded statement that bumps `version`, so a stale edit or a
// record deleted meanwhile is told apart (409) and never silently overwritten. Each write adds its history entry
// (who, when, the field-level diff) on the same transaction handle: no change exists without its entry.
import type { Db } from '../db/db';
import { HttpError, notFound, staleVersion } from '../http/errors';
import { identifier, type ResourceDefinition, type StoredRecord, type WriteContext } from './definition';
import { recordRequestHistory } from './history';
import { toColumns, toRecord } from './records';

/** What the store needs of a resource definition. */
export type StoreDefinition = Pick<ResourceDefinition, 'table' | 'columns' | 'jsonFields' | 'userColumns'> & {
  module: { name: string; item: string; softDelete?: boolean };
};

/** Which stored state a change needs (version, deleted or not), and the name its history entry gets. */
export interface ChangeGuard {
  version?: number;
  deleted?: boolean;
  /** 'update' unless said: 'restore', 'delete' (soft), 'bulk edit', an operation's name (publish, order …). */
  action?: string;
}

export function recordStore(definition: StoreDefinition) {
  const table = identifier(definition.table);
  const { item } = definition.module;
  const select = `SELECT ${definition.columns ?? 't.*'} FROM ${table} t`;

  async function load(db: Db, id: number): Promise<StoredRecord> {
    const { rows } = await db.query<Record<string, unknown>>(`${select} WHERE t.id = $1`, [id]);
    if (!rows[0]) throw notFound(item);
    return toRecord(rows[0]);
  }

  /** The id of the record whose `column` holds `key` (a keyed resource's address), or 404. */
  async function idOf(db: Db, column: string, key: unknown): Promise<number> {
    const { rows } = await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE ${identifier(column)} = $1`, [key]);
    if (!rows[0]) throw notFound(item);
    return rows[0].id;
  }

  const userId = (context: WriteContext) => context.request.session?.userId ?? null;
  const now = (context: WriteContext) => context.request.server.config.now().toISOString();

  async function insert(input: Record<string, unknown>, context: WriteContext): Promise<StoredRecord> {
    const { columns, values } = toColumns(definition.jsonFields, input);
    const stamps = ['created_at', 'updated_at', ...(definition.userColumns ? ['created_by', 'updated_by'] : [])];
    const stampValues = ['$1', '$1', ...(definition.userColumns ? ['$2', '$2'] : [])];
    const offset = definition.userColumns ? 3 : 2;
    const { rows } = await context.db.query<{ id: number }>(
      `INSERT INTO ${table} (${[...columns.map(identifier), ...stamps].join(', ')})
       VALUES (${[...values.map((_v, i) => `$${i + offset}`), ...stampValues].join(', ')}) RETURNING id`,
      [now(context), ...(definition.userColumns ? [userId(context)] : []), ...values],
    );
    const record = await load(context.db, rows[0].id);
    await recordRequestHistory(context.db, context.request, { module: definition.module.name, recordId: record.id, action: 'create', version: record.version, after: record });
    return record;
  }

  /** The record as it is now, its row locked until the transaction ends (the `before` of a history entry). */
  async function lockAndLoad(db: Db, id: number): Promise<StoredRecord> {
    await db.query(`SELECT 1 FROM ${table} WHERE id = $1 FOR UPDATE`, [id]);
    return load(db, id);
  }

  /**
   * Sets columns on one record when `guard` holds (version, deleted or not); a miss is explained as 404, 409
   * deleted / not deleted, or 409 stale.
   */
  async function change(id: number, set: Record<string, unknown>, context: WriteContext, guard: ChangeGuard): Promise<StoredRecord> {
    const before = await lockAndLoad(context.db, id);
    const { columns, values } = toColumns(definition.jsonFields, set);
    const params: unknown[] = [id, now(context), ...values];
    const sets = [...columns.map((c, i) => `${identifier(c)} = $${i + 3}`), 'version = version + 1', 'updated_at = $2'];
    if (definition.userColumns) {
      params.push(userId(context));
      sets.push(`updated_by = $${params.length}`);
    }
    const where = ['id = $1'];
    if (guard.version !== undefined) {
      params.push(guard.version);
      where.push(`version = $${params.length}`);
    }
    if (definition.module.softDelete) where.push(guard.deleted ? 'deleted_at IS NOT NULL' : 'deleted_at IS NULL');
    const { rows } = await context.db.query<{ id: number }>(`UPDATE ${table} SET ${sets.join(', ')} WHERE ${where.join(' AND ')} RETURNING id`, params);
    if (!rows[0]) throw await explainMiss(context.db, id, guard);
    const after = await load(context.db, id);
    await recordRequestHistory(context.db, context.request, { module: definition.module.name, recordId: id, action: guard.action ?? 'update', version: after.version, before, after });
    return after;
  }

  async function explainMiss(db: Db, id: number, guard: ChangeGuard): Promise<HttpError> {
    const current = await load(db, id);
    if (definition.module.softDelete) {
      const deleted = current.deletedAt !== null && current.deletedAt !== undefined;
      if (deleted && !guard.deleted) return new HttpError(409, `${item} is deleted`);
      if (!deleted && guard.deleted) return new HttpError(409, `${item} is not deleted`);
    }
    return staleVersion();
  }

  /** Soft delete answers with the record as it now is (on the Deleted tab); a hard delete with its id. */
  async function remove(id: number, context: WriteContext, version?: number): Promise<StoredRecord | { id: number }> {
    if (definition.module.softDelete) return change(id, { deletedAt: now(context) }, context, { version, action: 'delete' });
    const before = await lockAndLoad(context.db, id);
    const guard = version === undefined ? '' : ' AND version = $2';
    const { rows } = await context.db.query(`DELETE FROM ${table} WHERE id = $1${guard} RETURNING id`, version === undefined ? [id] : [id, version]);
    if (!rows[0]) throw staleVersion();
    await recordRequestHistory(context.db, context.request, { module: definition.module.name, recordId: id, action: 'delete', version: null, before });
    return { id };
  }

  return { load, idOf, insert, change, remove };
}
