import type { ChatMessage } from '@backoffice/modules-content';
import { applyEvent, EMPTY_FEED, type RoomFeed } from './room-feed';

const message = (id: number, text = `m${id}`): ChatMessage => ({ id, roomId: 1, userId: 1, nickname: 'Kibic', text, hidden: false, createdAt: '2026-11-23T18:00:00.000Z' });

describe('room feed', () => {
  it('applies events once, in order: a replayed event after a reconnect changes nothing', () => {
    let feed: RoomFeed = EMPTY_FEED;
    feed = applyEvent(feed, 1, { type: 'message', message: message(1) });
    feed = applyEvent(feed, 2, { type: 'message', message: message(2) });
    feed = applyEvent(feed, 2, { type: 'ready' });
    expect(feed).toMatchObject({ ready: true, lastId: 2 });
    feed = applyEvent(feed, 3, { type: 'hidden', messageId: 1 });
    const again = applyEvent(applyEvent(feed, 2, { type: 'message', message: message(2, 'dup') }), 3, { type: 'unhidden', messageId: 1 });
    expect(again).toBe(feed);
    expect(feed.messages.map((m) => [m.id, m.hidden])).toEqual([[1, true], [2, false]]);
    feed = applyEvent(feed, 4, { type: 'deleted', messageId: 2 });
    feed = applyEvent(feed, 5, { type: 'unhidden', messageId: 1 });
    expect(feed.messages.map((m) => [m.id, m.hidden])).toEqual([[1, false]]);
    expect(feed.lastId).toBe(5);
  });
});
