// The chat's SQL. Every write that adds a stream event takes the events table's write lock first, so event ids
// (one sequence for messages and moderation events) commit in the order they were drawn: a watcher that has seen
// id N can never later meet an id below N (two instances on one PostgreSQL included).
import { type ListQuery, type ListReply } from '@backoffice/validation';
import type { ChatMessage, ChatRoom, ChatStreamEvent, ChatUser } from '@backoffice/modules-content';
import type { Db } from '../../db/db';

export type ModerationKind = 'hidden' | 'unhidden' | 'deleted';

/** One event as a stream sends it: `id:` and the data. */
export interface StoredEvent {
  id: number;
  roomId: number;
  event: ChatStreamEvent;
}

const MESSAGE_COLUMNS = `m.id, m.room_id AS "roomId", m.user_id AS "userId", u.nickname, m.text, m.hidden, m.created_at AS "createdAt"`;

interface MessageRow extends Omit<ChatMessage, 'id' | 'createdAt'> {
  id: string | number;
  createdAt: Date | string;
}
const toMessage = (row: MessageRow): ChatMessage => ({ ...row, id: Number(row.id), createdAt: new Date(row.createdAt).toISOString() });

export async function listRooms(db: Db): Promise<ChatRoom[]> {
  const { rows } = await db.query<ChatRoom>(
    `SELECT r.id, r.name, r.topic, (SELECT count(*)::int FROM chat_messages m WHERE m.room_id = r.id AND m.deleted_at IS NULL) AS "messagesCount"
       FROM chat_rooms r ORDER BY r.id`,
  );
  return rows;
}

export async function roomExists(db: Db, roomId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM chat_rooms WHERE id = $1', [roomId])).rows.length > 0;
}

async function lockEvents(tx: Db): Promise<void> {
  await tx.query('LOCK TABLE chat_events IN EXCLUSIVE MODE');
}

/** Finds or creates the player's chat user; a nickname change on the site follows along. */
export async function chatUserFor(db: Db, player: string, nickname: string, now: Date): Promise<{ id: number; blockedTill: Date | null }> {
  const { rows } = await db.query<{ id: number; blocked_till: Date | string | null }>(
    `INSERT INTO chat_users (player, nickname, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (player) DO UPDATE SET nickname = EXCLUDED.nickname RETURNING id, blocked_till`,
    [player, nickname, now.toISOString()],
  );
  const row = rows[0]!;
  return { id: row.id, blockedTill: row.blocked_till ? new Date(row.blocked_till) : null };
}

/** A refused post rolls its transaction back: the player's row and nickname stay as they were. */
export class ChatUserBlocked extends Error {
  constructor(readonly blockedTill: Date) {
    super('chat user blocked');
  }
}

/**
 * A player's post in one transaction: the chat user is created or renamed and the message stored together, or,
 * when the player is blocked, nothing at all (ChatUserBlocked).
 */
export async function postAsPlayer(db: Db, roomId: number, player: string, nickname: string, text: string, now: Date): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const user = await chatUserFor(tx, player, nickname, now);
    if (user.blockedTill && user.blockedTill > now) throw new ChatUserBlocked(user.blockedTill);
    return insertMessage(tx, roomId, user.id, text, now);
  });
}

/** Stores a message and its stream event (same id). */
export async function insertMessage(db: Db, roomId: number, userId: number, text: string, now: Date): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    await lockEvents(tx);
    const { rows } = await tx.query<{ id: string }>('INSERT INTO chat_messages (room_id, user_id, text, created_at) VALUES ($1, $2, $3, $4) RETURNING id', [roomId, userId, text, now.toISOString()]);
    const id = Number(rows[0]!.id);
    await tx.query(`INSERT INTO chat_events (id, room_id, kind, message_id, created_at) VALUES ($1, $2, 'message', $1, $3)`, [id, roomId, now.toISOString()]);
    return (await loadMessage(tx, id))!;
  });
}

export async function loadMessage(db: Db, id: number): Promise<ChatMessage | undefined> {
  const { rows } = await db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages m JOIN chat_users u ON u.id = m.user_id WHERE m.id = $1 AND m.deleted_at IS NULL`, [id]);
  return rows[0] ? toMessage(rows[0]) : undefined;
}

/** Hides, unhides or deletes a message and adds the event; undefined when there is no such (undeleted) message. */
export async function moderate(db: Db, id: number, kind: ModerationKind, now: Date): Promise<ChatMessage | undefined> {
  return db.transaction(async (tx) => {
    await lockEvents(tx);
    const message = await loadMessage(tx, id);
    if (!message) return undefined;
    if (kind === 'deleted') await tx.query(`UPDATE chat_messages SET deleted_at = $2, text = '' WHERE id = $1`, [id, now.toISOString()]);
    else await tx.query('UPDATE chat_messages SET hidden = $2 WHERE id = $1', [id, kind === 'hidden']);
    await tx.query('INSERT INTO chat_events (room_id, kind, message_id, created_at) VALUES ($1, $2, $3, $4)', [message.roomId, kind, id, now.toISOString()]);
    return { ...message, hidden: kind === 'deleted' ? message.hidden : kind === 'hidden', ...(kind === 'deleted' ? { text: '' } : {}) };
  });
}

interface EventRow extends MessageRow {
  eventId: string;
  eventRoomId: number;
  kind: 'message' | ModerationKind;
  deletedAt: Date | null;
}

/**
 * Events after `afterId` (of one room, or of every room), in id order. A 'message' event whose message was deleted
 * since is left out: its 'deleted' event follows, and its text is gone.
 */
export async function eventsAfter(db: Db, afterId: number, roomId?: number, limit = 1000): Promise<StoredEvent[]> {
  const { rows } = await db.query<EventRow>(
    `SELECT e.id AS "eventId", e.room_id AS "eventRoomId", e.kind, m.deleted_at AS "deletedAt", ${MESSAGE_COLUMNS}
       FROM chat_events e JOIN chat_messages m ON m.id = e.message_id JOIN chat_users u ON u.id = m.user_id
      WHERE e.id > $1 AND ($2::int IS NULL OR e.room_id = $2) ORDER BY e.id LIMIT $3`,
    [afterId, roomId ?? null, limit],
  );
  const events: StoredEvent[] = [];
  for (const { eventId, eventRoomId, kind, deletedAt, ...message } of rows) {
    if (kind === 'message' && deletedAt) continue;
    const event: ChatStreamEvent = kind === 'message' ? { type: 'message', message: toMessage(message) } : { type: kind, messageId: Number(message.id) };
    events.push({ id: Number(eventId), roomId: eventRoomId, event });
  }
  return events;
}

/** The newest event id (of one room, or of all). */
export async function lastEventId(db: Db, roomId?: number): Promise<number> {
  const { rows } = await db.query<{ id: string | null }>('SELECT max(id) AS id FROM chat_events WHERE ($1::int IS NULL OR room_id = $1)', [roomId ?? null]);
  return Number(rows[0]?.id ?? 0);
}

/** The room's newest messages (oldest first), hidden ones included (moderators see them, marked). */
export async function recentMessages(db: Db, roomId: number, upTo: number, limit: number): Promise<ChatMessage[]> {
  const { rows } = await db.query<MessageRow>(
    `SELECT * FROM (SELECT ${MESSAGE_COLUMNS} FROM chat_messages m JOIN chat_users u ON u.id = m.user_id
        WHERE m.room_id = $1 AND m.id <= $2 AND m.deleted_at IS NULL ORDER BY m.id DESC LIMIT $3) recent ORDER BY id`,
    [roomId, upTo, limit],
  );
  return rows.map(toMessage);
}

const USER_COLUMNS = `u.id, u.player, u.nickname, u.blocked_till AS "blockedTill", u.created_at AS "createdAt",
  (SELECT count(*)::int FROM chat_messages m WHERE m.user_id = u.id AND m.deleted_at IS NULL) AS "messagesCount",
  (SELECT max(m.created_at) FROM chat_messages m WHERE m.user_id = u.id) AS "lastPostAt"`;

interface UserRow extends Omit<ChatUser, 'blockedTill' | 'createdAt' | 'lastPostAt'> {
  blockedTill: Date | string | null;
  createdAt: Date | string;
  lastPostAt: Date | string | null;
}
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const toUser = (row: UserRow, now: Date): ChatUser => ({
  ...row,
  // A block that has run out is no block: the list shows the user as free.
  blockedTill: row.blockedTill && new Date(row.blockedTill) > now ? iso(row.blockedTill) : null,
  createdAt: iso(row.createdAt)!,
  lastPostAt: iso(row.lastPostAt),
});

const SORT_SQL: Record<string, string> = { id: 'id', createdAt: '"createdAt"', updatedAt: '"createdAt"', nickname: 'lower(nickname)', lastPostAt: '"lastPostAt"' };

/** The chat users list (tabs all / blocked, search over nickname and player id). */
export async function listChatUsers(db: Db, query: ListQuery, now: Date): Promise<ListReply<ChatUser>> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.status === 'blocked') where.push(`u.blocked_till > $${params.push(now.toISOString())}`);
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
    where.push(`(lower(u.nickname) LIKE $${params.push(like)} OR lower(u.player) LIKE $${params.length})`);
  }
  const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const total = Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM chat_users u ${filter}`, params)).rows[0]?.n ?? 0);
  const order = `${SORT_SQL[query.sort] ?? 'id'} ${query.order === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, id DESC`;
  const { rows } = await db.query<UserRow>(
    `SELECT * FROM (SELECT ${USER_COLUMNS} FROM chat_users u ${filter}) users ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.pageSize, (query.page - 1) * query.pageSize],
  );
  return { items: rows.map((row) => toUser(row, now)), total, page: query.page, pageSize: query.pageSize };
}

export async function loadChatUser(db: Db, id: number, now: Date): Promise<ChatUser | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM chat_users u WHERE u.id = $1`, [id]);
  return rows[0] ? toUser(rows[0], now) : undefined;
}

export async function setBlockedTill(db: Db, id: number, blockedTill: string | null): Promise<boolean> {
  const { rows } = await db.query('UPDATE chat_users SET blocked_till = $2 WHERE id = $1 RETURNING id', [id, blockedTill]);
  return rows.length > 0;
}
