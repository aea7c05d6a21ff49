// The change feed's reads: history entries in feed order (history_entries.feed_seq, drawn at commit by migration
// 830, so a cursor never skips an entry committed late) as the `change` events the streams send.
import type { LiveChange } from '@backoffice/validation';
import type { Db } from '../../db/db';

interface ChangeRow {
  feed_seq: string;
  module: string;
  record_id: string;
  action: string;
  version: number | null;
  user_id: number | null;
  user_email: string;
  first_name: string | null;
  last_name: string | null;
  at: Date | string;
}

/** How many entries one read returns; a stream reads again until it has caught up. */
export const FEED_PAGE = 500;

const toChange = (row: ChangeRow): LiveChange => ({
  seq: Number(row.feed_seq),
  module: row.module,
  id: /^\d{1,15}$/.test(row.record_id) ? Number(row.record_id) : row.record_id,
  version: row.version === null ? null : Number(row.version),
  kind: row.action,
  by: { id: row.user_id === null ? null : Number(row.user_id), name: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.user_email },
  at: new Date(row.at).toISOString(),
});

/** The changes after `cursor`, oldest first (at most FEED_PAGE). */
export async function changesAfter(db: Db, cursor: number): Promise<LiveChange[]> {
  const { rows } = await db.query<ChangeRow>(
    `SELECT h.feed_seq, h.module, h.record_id, h.action, h.version, h.user_id, h.user_email, u.first_name, u.last_name, h.at
       FROM history_entries h LEFT JOIN users u ON u.id = h.user_id
      WHERE h.feed_seq > $1 ORDER BY h.feed_seq LIMIT ${FEED_PAGE}`,
    [cursor],
  );
  return rows.map(toChange);
}

/** The newest feed position (0 when nothing was recorded yet): where a stream without Last-Event-ID starts. */
export async function feedHead(db: Db): Promise<number> {
  const { rows } = await db.query<{ seq: string | null }>('SELECT max(feed_seq) AS seq FROM history_entries');
  return Number(rows[0]?.seq ?? 0);
}
