// One open feed stream: replays what the caller missed (Last-Event-ID), then follows the hub's wakes, sending only
// the modules the caller may read; ends with an `end` event when its session stops qualifying (core/stream-guard).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StreamEndReason } from '../../core/stream-guard';
import { moduleFilter } from './access';
import type { LiveHub } from './hub';
import type { RecordPresence } from './presence';

/** What a stream does when it ends for its session's sake: sends `end`, then closes. */
export function endWith(reply: FastifyReply, reason: StreamEndReason): void {
  if (!reply.sse.isConnected) return;
  void reply.sse.send({ event: 'end', data: { reason } }).catch(() => undefined).finally(() => reply.sse.close());
}

/** Runs the stream until it closes; `track` registers the stop of its watch for the close. */
export async function runFeed(request: FastifyRequest, reply: FastifyReply, hub: LiveHub, track: (unwatch: () => void) => void): Promise<void> {
  const may = moduleFilter(request.session);
  const given = reply.sse.lastEventId;
  let cursor = 0;
  let ready = false;

  // One read at a time; a wake during a read asks for one more. Nothing is read before the starting cursor is known.
  let reading = false;
  let again = false;
  const pump = async (): Promise<void> => {
    if (!ready) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        for (;;) {
          const changes = await hub.read(cursor);
          for (const change of changes) {
            if (!reply.sse.isConnected) return;
            if (may(change.module)) await reply.sse.send({ id: String(change.seq), event: 'change', data: change });
            cursor = change.seq;
          }
          if (changes.length === 0 || !reply.sse.isConnected) break;
        }
      } while (again && reply.sse.isConnected);
    } catch (error) {
      request.log.error(error, 'live feed read failed');
      reply.sse.close();
    } finally {
      reading = false;
    }
  };
  const presence = (records: RecordPresence[]) => {
    for (const record of records) {
      if (reply.sse.isConnected && may(record.module)) void reply.sse.send({ event: 'presence', data: record }).catch(() => undefined);
    }
  };

  // Watching starts before the starting cursor is read, so a change committed in between is found by a later read.
  const unwatch = await hub.watch({ changed: () => void pump(), presence });
  track(unwatch);
  if (given && /^\d{1,15}$/.test(given)) {
    cursor = Number(given);
  } else {
    cursor = await hub.head();
    await reply.sse.send({ id: String(cursor), event: 'ready', data: { seq: cursor } });
  }
  ready = true;
  await pump();
}
