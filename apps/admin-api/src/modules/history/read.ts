// Reading the history: the one trail over record changes and file-manager changes (the `history` view of
// migration 600), as the list contract pages it, and one record's entries.
import type { HistoryEntry, ListQuery } from '@backoffice/validation';
import type { Db } from '../../db/db';

interface HistoryRow {
  id: string;
  at: Date | string;
  user_id: number | null;
  user_email: string;
  module: string;
  record_id: string;
  action: string;
  version: number | null;
  changes: HistoryEntry['changes'] | string;
  detail: HistoryEntry['detail'] | string;
  total_count?: string;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export function toEntry(row: HistoryRow): HistoryEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    userId: row.user_id === null ? null : Number(row.user_id),
    userEmail: row.user_email,
    module: row.module,
    recordId: row.record_id,
    action: row.action,
    version: row.version === null ? null : Number(row.version),
    changes: json(row.changes),
    detail: json(row.detail),
  };
}

const COLUMNS = 'id, at, user_id, user_email, module, record_id, action, version, changes, detail';
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** A bare date as the end of a range means the whole of that day. */
const tillOf = (till: string) => (/^\d{4}-\d{2}-\d{2}$/.test(till) ? { op: '<', value: new Date(Date.parse(`${till}T00:00:00Z`) + 86_400_000).toISOString() } : { op: '<=', value: till });

/** One page of the trail, newest first unless asked otherwise. */
export async function listHistory(db: Db, query: ListQuery): Promise<{ items: HistoryEntry[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (typeof query.user === 'string' && query.user) add((n) => `user_email ILIKE '%' || ${n} || '%'`, escapeLike(query.user));
  if (typeof query.module === 'string' && query.module) add((n) => `module = ${n}`, query.module);
  if (typeof query.recordId === 'string' && query.recordId) add((n) => `record_id = ${n}`, query.recordId);
  if (typeof query.from === 'string' && query.from) add((n) => `at >= ${n}::timestamptz`, query.from);
  if (typeof query.till === 'string' && query.till) {
    const till = tillOf(query.till);
    add((n) => `at ${till.op} ${n}::timestamptz`, till.value);
  }
  const order = query.order === 'asc' ? 'ASC' : 'DESC';
  params.push(query.pageSize, (query.page - 1) * query.pageSize);
  const { rows } = await db.query<HistoryRow>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total_count FROM history
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY at ${order}, seq ${order}, id ${order} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  let total = rows[0] ? Number(rows[0].total_count) : 0;
  if (!rows[0] && query.page > 1) {
    const count = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM history ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`, params.slice(0, -2));
    total = Number(count.rows[0].n);
  }
  return { items: rows.map(toEntry), total };
}

/** The most entries one record's history answers (newest first); a record edited more often shows its latest. */
export const RECORD_HISTORY_LIMIT = 500;

export async function recordHistoryEntries(db: Db, module: string, recordId: string): Promise<{ items: HistoryEntry[]; total: number }> {
  const { rows } = await db.query<HistoryRow>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total_count FROM history WHERE module = $1 AND record_id = $2
     ORDER BY at DESC, seq DESC LIMIT ${RECORD_HISTORY_LIMIT}`,
    [module, recordId],
  );
  return { items: rows.map(toEntry), total: rows[0] ? Number(rows[0].total_count) : 0 };
}
