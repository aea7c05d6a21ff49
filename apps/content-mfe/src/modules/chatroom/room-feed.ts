// A room's messages as its stream builds them: events apply in order, each at most once (an event id at or below
// the last one applied is ignored), so a replay after a reconnect can never show a message twice.
import type { ChatMessage, ChatStreamEvent } from '@backoffice/modules-content';

export interface RoomFeed {
  /** Oldest first. */
  messages: ChatMessage[];
  lastId: number;
  /** The initial snapshot has arrived. */
  ready: boolean;
}

export const EMPTY_FEED: RoomFeed = { messages: [], lastId: 0, ready: false };

/** How many messages the screen keeps (older ones drop off the top). */
export const FEED_LIMIT = 500;

export function applyEvent(feed: RoomFeed, id: number, event: ChatStreamEvent): RoomFeed {
  if (id <= feed.lastId && event.type !== 'ready') return feed;
  const lastId = Math.max(feed.lastId, id);
  switch (event.type) {
    case 'ready':
      return { ...feed, lastId, ready: true };
    case 'message':
      return { ...feed, lastId, messages: [...feed.messages.filter((m) => m.id !== event.message.id), event.message].slice(-FEED_LIMIT) };
    case 'deleted':
      return { ...feed, lastId, messages: feed.messages.filter((m) => m.id !== event.messageId) };
    case 'hidden':
    case 'unhidden':
      return { ...feed, lastId, messages: feed.messages.map((m) => (m.id === event.messageId ? { ...m, hidden: event.type === 'hidden' } : m)) };
  }
}
