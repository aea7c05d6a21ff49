// One database read for every stream of a room that asks at once from the same cursor: a post wakes all the room's
// streams in the same tick, and they all stand at the same event, so 200 watchers cost one query, not 200.
import type { Db } from '../../db/db';
import { eventsAfter, type StoredEvent } from './repository';

export function sharedEventReads(db: Db): (cursor: number, roomId: number) => Promise<StoredEvent[]> {
  const inFlight = new Map<string, Promise<StoredEvent[]>>();
  return (cursor, roomId) => {
    const key = `${roomId}:${cursor}`;
    let read = inFlight.get(key);
    if (!read) {
      read = eventsAfter(db, cursor, roomId).finally(() => inFlight.delete(key));
      inFlight.set(key, read);
    }
    return read;
  };
}
