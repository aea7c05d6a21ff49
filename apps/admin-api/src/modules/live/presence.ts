// Presence (soft locks) in the database, so every API instance sees the same: one row per browser tab that has a
// record's form open. A row unseen for PRESENCE_TTL_MS is over, whether or not the sweep has removed it yet.
import type { LivePresence, PresenceUser, presenceBeatSchema } from '@backoffice/validation';
import type * as v from 'valibot';
import type { Db } from '../../db/db';
import { HttpError } from '../../http/errors';

/** A tab's presence lasts this long without a heartbeat (the browser beats every 20 s). */
export const PRESENCE_TTL_MS = 60_000;

/**
 * The most tabs one user is present with at a time: a further tab's PUT is refused (429) until one leaves or lapses,
 * so watchers hear of at most this many tabs per user, however many tab ids a client makes up (docs/decisions.md).
 */
export const MAX_PRESENCE_TABS = 10;

interface PresenceRow {
  tab_id: string;
  module: string;
  record_id: number;
  user_id: number;
  editing: boolean;
  since: Date | string;
  first_name: string;
  last_name: string;
  email: string;
}

const toUser = (row: PresenceRow): PresenceUser => ({
  userId: row.user_id,
  name: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email,
  tabId: row.tab_id,
  editing: row.editing,
  since: new Date(row.since).toISOString(),
});

const alive = (now: Date) => new Date(now.getTime() - PRESENCE_TTL_MS).toISOString();

const SELECT = `SELECT p.tab_id, p.module, p.record_id, p.user_id, p.editing, p.since, u.first_name, u.last_name, u.email
                  FROM live_presence p JOIN users u ON u.id = p.user_id`;

/** Everyone on one record now, longest there first. */
export async function presenceOn(db: Db, module: string, id: number, now: Date): Promise<PresenceUser[]> {
  const { rows } = await db.query<PresenceRow>(`${SELECT} WHERE p.module = $1 AND p.record_id = $2 AND p.seen_at > $3 ORDER BY p.since, p.tab_id`, [module, id, alive(now)]);
  return rows.map(toUser);
}

/** Every record someone is on now, keyed `module:id`. */
export async function allPresence(db: Db, now: Date): Promise<Map<string, LivePresence>> {
  const { rows } = await db.query<PresenceRow>(`${SELECT} WHERE p.seen_at > $1 ORDER BY p.module, p.record_id, p.since, p.tab_id`, [alive(now)]);
  const records = new Map<string, LivePresence>();
  for (const row of rows) {
    const key = `${row.module}:${row.record_id}`;
    const record = records.get(key) ?? { module: row.module, id: row.record_id, users: [] };
    records.set(key, record);
    record.users.push(toUser(row));
  }
  return records;
}

/** A tab's PUT as validated (the wire schema's output), and whose tab it is. */
export type PresenceBeat = v.InferOutput<typeof presenceBeatSchema> & { userId: number };

/**
 * Records a tab's presence (its open, a heartbeat, `editing` turning on); a tab moving to another record leaves the
 * one before. Returns whether who is on a record changed (a notice is then due), false for a plain heartbeat. A
 * tab id already held by another user is left alone. A user's tab beyond MAX_PRESENCE_TABS present ones is refused (429).
 */
export async function beat(db: Db, input: PresenceBeat, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ module: string; record_id: number; user_id: number; editing: boolean; seen_at: Date | string }>(
      'SELECT module, record_id, user_id, editing, seen_at FROM live_presence WHERE tab_id = $1 FOR UPDATE',
      [input.tabId],
    );
    const before = rows[0];
    if (before && before.user_id !== input.userId) return false;
    const lapsed = !before || new Date(before.seen_at).getTime() <= now.getTime() - PRESENCE_TTL_MS;
    if (lapsed) {
      // One count per user at a time (every instance): two new tabs at once cannot both take the last place.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('live-presence:' || current_schema() || ':' || $1::text, 0))`, [input.userId]);
      const { rows: present } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM live_presence WHERE user_id = $1 AND tab_id <> $2 AND seen_at > $3', [input.userId, input.tabId, alive(now)]);
      if (Number(present[0]?.n ?? 0) >= MAX_PRESENCE_TABS) {
        throw new HttpError(429, `Too many tabs with a record open: ${MAX_PRESENCE_TABS} per user. Close one first.`, undefined, { 'Retry-After': '20' });
      }
    }
    const moved = !before || before.module !== input.module || before.record_id !== input.id;
    const stamp = now.toISOString();
    await tx.query(
      `INSERT INTO live_presence (tab_id, module, record_id, user_id, editing, since, seen_at) VALUES ($1, $2, $3, $4, $5, $6, $6)
       ON CONFLICT (tab_id) DO UPDATE SET module = EXCLUDED.module, record_id = EXCLUDED.record_id, editing = EXCLUDED.editing, seen_at = EXCLUDED.seen_at,
         since = CASE WHEN $7::boolean THEN EXCLUDED.since ELSE live_presence.since END`,
      [input.tabId, input.module, input.id, input.userId, input.editing, stamp, lapsed || moved],
    );
    return lapsed || moved || before.editing !== input.editing;
  });
}

/** The tab left the record (closed the form or the tab). Returns whether it was there. */
export async function leave(db: Db, input: Omit<PresenceBeat, 'editing'>, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM live_presence WHERE tab_id = $1 AND module = $2 AND record_id = $3 AND user_id = $4 RETURNING seen_at',
    [input.tabId, input.module, input.id, input.userId],
  );
  return rows.some((row) => new Date((row as { seen_at: Date | string }).seen_at).getTime() > now.getTime() - PRESENCE_TTL_MS);
}

/** Removes entries long over (any instance may; the rows are already ignored by every read). */
export async function sweepPresence(db: Db, now: Date): Promise<void> {
  await db.query('DELETE FROM live_presence WHERE seen_at <= $1', [alive(now)]);
}
