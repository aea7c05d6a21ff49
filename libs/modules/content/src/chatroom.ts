// Chatroom (route /chatroom; permissions chatroom.index / user.manage / message.delete; blocking a chat user):
// the public site's live chat — rooms, messages, chat users — and its moderation. The chat service lives at the
// configured chat host (`chatHost` in config.json); by default the admin API serves it under v1/chat.
import * as v from 'valibot';
import { maxLength, requiredString, type ListSpec, defineModule, blockUserSchema } from '@backoffice/validation';

/** Chat-related debounce: the chat users search waits this long after the last key. */
export const CHAT_SEARCH_DEBOUNCE_MS = 400;

/** What a blocked chat user is told when posting (the public site shows it; `{date}` is the block's end). */
export const chatBlockedMessage = (till: string) => `You are blocked in the chat until ${till}.`;

/** POST /api/chat/rooms/{roomId}/messages — the public site posts on behalf of its signed-in player. */
export const chatPostSchema = v.strictObject({
  /** The player's id on the public site (the chat user is created on the first post). */
  player: requiredString('Player', maxLength(64)),
  nickname: requiredString('Nickname', maxLength(32)),
  text: v.pipe(requiredString('Message'), v.trim(), maxLength(500)),
  /** The site's signature of player and nickname (README "Chat player token"): a post proves its player. */
  playerToken: requiredString('Player token', maxLength(1024)),
});
export type ChatPostInput = v.InferOutput<typeof chatPostSchema>;

/** POST v1/chat/users/{id}/block — a block needs blockedTill, its end (the same body as a staff account's). */
export const chatBlockSchema = blockUserSchema;

/** The chat users list (search over nickname and player id; tabs all / blocked; paged). */
export const chatUsersListSpec: ListSpec = {
  tabs: [
    { value: 'all', label: 'All' },
    { value: 'blocked', label: 'Blocked' },
  ],
  searchable: true,
  sortable: ['nickname', 'lastPostAt'],
  defaultSort: { field: 'lastPostAt', order: 'desc' },
};

export interface ChatRoom {
  id: number;
  name: string;
  /** The match or topic the room belongs to, e.g. "Legia Warszawa – Lech Poznań". */
  topic: string;
  messagesCount: number;
}

export interface ChatMessage {
  id: number;
  roomId: number;
  userId: number;
  nickname: string;
  text: string;
  hidden: boolean;
  createdAt: string;
}

export interface ChatUser {
  id: number;
  player: string;
  nickname: string;
  /** Blocked while this is ahead; null when not blocked. */
  blockedTill: string | null;
  messagesCount: number;
  lastPostAt: string | null;
  createdAt: string;
}

/**
 * One event of a room's stream (server-sent, `id:` = the event id). A new message's event id is the message id;
 * moderation events take the next number of the same sequence, so one Last-Event-ID orders both.
 */
export type ChatStreamEvent =
  | { type: 'message'; message: ChatMessage }
  | { type: 'hidden' | 'unhidden' | 'deleted'; messageId: number }
  /** Sent once after the initial snapshot: its id is where the stream stands. */
  | { type: 'ready' };

export const chatroomModule = defineModule({
  name: 'chatroom',
  item: 'Chat message',
  menu: { label: 'Chatroom', group: 'main', order: 110 },
  // Moderating is named `moderate`: its permission's own words (message.delete) would read as the messages module's.
  // eslint-disable-next-line no-restricted-syntax -- the definition declares the permission it spells otherwise
  access: { group: 'chatroom', standard: ['index'], actions: ['user.manage', { action: 'moderate', permission: 'chatroom.message.delete' }] },
  api: { base: 'chat', path: 'chat' },
  remote: { app: 'content', expose: 'Chatroom', file: 'chatroom/index.tsx' },
});
