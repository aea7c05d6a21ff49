// One open feed stream: replays what the caller missed (Last-Event-ID), then takes the hub's batches, writing only
// the modules the caller may read; ends with an `end` event when its session stops qualifying (core/stream-guard).
// Events come formatted from the hub: a stream's share of a change is a filter and one socket write per batch.
import type { LiveEnd, LiveReady } from '@backoffice/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StreamEndReason } from '../../core/stream-guard';
import { moduleFilter } from './access';
import { FEED_PAGE } from './feed';
import type { FeedBatch, FeedEvent, LiveHub } from './hub';

/** What a stream does when it ends for its session's sake: sends `end`, then closes. */
export function endWith(reply: FastifyReply, reason: StreamEndReason): void {
  if (!reply.sse.isConnected) return;
  void reply.sse.send({ event: 'end', data: { reason } satisfies LiveEnd }).catch(() => undefined).finally(() => reply.sse.close());
}

/** Writes to the socket; a full buffer holds this stream's next writes until it drains (or the stream closes). */
function writer(reply: FastifyReply): (text: string) => Promise<void> {
  const raw = reply.raw;
  return (text) => {
    if (!text || !reply.sse.isConnected || raw.write(text)) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        raw.off('drain', done);
        raw.off('close', done);
        resolve();
      };
      raw.on('drain', done);
      raw.on('close', done);
    });
  };
}

/** Runs the stream until it closes; `track` registers the stop of its watch for the close. */
export async function runFeed(request: FastifyRequest, reply: FastifyReply, hub: LiveHub, track: (unwatch: () => void) => void): Promise<void> {
  const may = moduleFilter(request.session);
  const write = writer(reply);
  const given = reply.sse.lastEventId;
  let cursor = 0;

  const texts = (events: FeedEvent[]) => events.filter((event) => may(event.module)).map((event) => event.text).join('');
  // Reads from the database until the stream is at `until` (or at the end of the feed, when not given).
  const catchUp = async (until = Infinity) => {
    while (cursor < until && reply.sse.isConnected) {
      const page = await hub.read(cursor);
      if (page.length === 0) return;
      await write(texts(page));
      cursor = page[page.length - 1]!.seq;
      if (page.length < FEED_PAGE) return;
    }
  };
  const take = async (batch: FeedBatch) => {
    if (cursor < batch.from) await catchUp(batch.from);
    const fresh = batch.changes.filter((event) => event.seq! > cursor);
    if (fresh.length === 0) return;
    await write(texts(fresh));
    cursor = fresh[fresh.length - 1]!.seq!;
  };

  // This stream's work, one step at a time and in order: catching up, batches, presence.
  let work: Promise<void> = Promise.resolve();
  let started = false;
  const queued: FeedBatch[] = [];
  const then = (step: () => Promise<void>) => {
    work = work.then(step).catch((error: unknown) => {
      request.log.error(error, 'live feed stream failed');
      reply.sse.close();
    });
  };
  // Watching starts before the starting cursor is read, so a change committed in between is not missed: batches
  // wait until the stream knows where it starts.
  const unwatch = await hub.watch({
    changes: (batch) => (started ? then(() => take(batch)) : void queued.push(batch)),
    presence: (events) => then(() => write(texts(events))),
  });
  track(unwatch);
  // A Last-Event-ID beyond the feed's head names no event this feed sent (another database, a forged id): absent,
  // so the stream starts at the head, rather than skip every change until the feed reaches that id.
  const head = await hub.head();
  const resume = given && /^\d{1,15}$/.test(given) ? Number(given) : null;
  if (resume !== null && resume <= head) {
    cursor = resume;
  } else {
    cursor = head;
    await reply.sse.send({ id: String(cursor), event: 'ready', data: { seq: cursor } satisfies LiveReady });
  }
  started = true;
  then(() => catchUp());
  for (const batch of queued.splice(0)) then(() => take(batch));
  await work;
}
