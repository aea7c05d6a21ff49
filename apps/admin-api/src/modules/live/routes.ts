// Live collaboration, one stream per signed-in browser:
//   GET  /api/v1/live                   signed-in: the change feed (server-sent events), filtered by the caller's
//                                       permissions per module; Last-Event-ID resume; `end` on logout, block,
//                                       expiry, permission change; 5 per session (429)
//   PUT  /api/v1/live/presence          the caller's tab has a record open (heartbeat every 20 s; `editing`)
//   POST /api/v1/live/presence/leave    the tab left the record (POST so a closing tab's keepalive fetch can send it)
//   GET  /api/v1/live/presence          who is on a record now
// Every committed write reaches the feed: it writes a history entry (resource engine, module plugins), and any
// successful mutating request tells every instance to look (after its commit: the answer is being sent).
import sse from '@fastify/sse';
import type { FastifyInstance } from 'fastify';
import { docSchema , type RoutesApp } from '../../core/doc-schema';
import { createStreamGuard, MAX_STREAMS_PER_SESSION } from '../../core/stream-guard';
import { HttpError } from '../../http/errors';
import { mayWatchModule, permissionPrint } from './access';
import { FEED_DESCRIPTION, FEED_SUMMARY, feedContent, presenceDoc } from './docs';
import { createLiveHub, type LiveHub } from './hub';
import { beat, leave, presenceOn } from './presence';
import { presenceLeaveSchema, presenceQuerySchema, presenceSchema } from './schemas';
import { endWith, runFeed } from './stream';
import { moduleNamed } from '../../core/module-catalog';

const tags = ['live'];
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The hub, the hook that announces every committed write, and the routes. Call on the root instance, early. */
export async function registerLive(app: FastifyInstance): Promise<void> {
  const hub = createLiveHub(app.db, app.config.now, (error) => app.log.warn({ err: error }, 'live feed notice failed'));
  // On the root, before the modules' routes, so every route has it. A failed write answers 4xx/5xx: nothing to say.
  app.addHook('onResponse', async (request, reply) => {
    if (READS.has(request.method) || reply.statusCode >= 400) return;
    const access = request.routeOptions.config?.access;
    if (access === undefined || access === 'public' || request.routeOptions.url?.startsWith('/api/v1/live')) return;
    hub.changed();
  });
  app.addHook('onClose', async () => hub.close());
  await app.register(liveRoutes, { prefix: '/api/v1', hub });
}

/** The module of a presence request: known (else 400) and readable by the caller (else 403). */
function presenceModule(request: { session: Parameters<typeof mayWatchModule>[0] }, name: string): string {
  if (!moduleNamed(name)) throw new HttpError(400, 'Validation failed', { module: ['must be a valid module!'] });
  if (!mayWatchModule(request.session, name)) throw new HttpError(403, 'You do not have permission to do this.');
  return name;
}

async function liveRoutes(app: RoutesApp, { hub }: { hub: LiveHub }): Promise<void> {
  await app.register(sse, { heartbeatInterval: 15_000 });
  const guard = createStreamGuard(app.db, { now: app.config.now, limits: { idleMs: app.config.sessionIdleMs, maxMs: app.config.sessionMaxMs }, onError: (error) => app.log.warn({ err: error }, 'live stream session check failed') });
  // Open streams never end on their own: closing them first lets the server's close (SIGTERM, tests) finish.
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    guard.stop();
    for (const close of [...streams]) close();
  });

  app.get('/live', {
    sse: { kind: 'only' },
    config: { access: 'signed-in' },
    schema: docSchema({ operationId: 'streamLiveChanges', tags, summary: FEED_SUMMARY, description: FEED_DESCRIPTION, errors: [429], content: feedContent }),
  }, async (request, reply) => {
    const opened = permissionPrint(request.session);
    const release = guard.admit(request.session, (holder) => permissionPrint(holder) === opened, (reason) => endWith(reply, reason));
    if (!release) throw new HttpError(429, `Too many open live streams: ${MAX_STREAMS_PER_SESSION} per session. Close another Back Office tab first.`);
    const close = () => reply.sse.close();
    streams.add(close);
    let unwatch: () => void = () => undefined;
    let closed = false;
    reply.sse.onClose(() => {
      closed = true;
      release();
      unwatch();
      streams.delete(close);
    });
    reply.sse.keepAlive();
    // Headers at once: the client knows it is connected even when there is nothing to send yet. writeHead only
    // queues them (Node sends headers with the first body bytes): a comment line sends both now, through proxies too.
    reply.sse.sendHeaders();
    reply.raw.write(': connected\n\n');
    await runFeed(request, reply, hub, (stop) => {
      if (closed) stop();
      else unwatch = stop;
    });
  });

  app.put('/live/presence', {
    config: { access: 'signed-in' },
    schema: docSchema({ operationId: 'putLivePresence', tags, summary: "This tab has a record's form open (again every 20 s; `editing` once a field changed); 429 for an 11th tab of the same user while 10 are present", body: presenceSchema, status: 204, errors: [403, 429] }),
  }, async (request, reply) => {
    const input = request.body;
    presenceModule(request, input.module);
    if (await beat(app.db, { ...input, userId: request.session.userId }, app.config.now())) hub.presenceChanged();
    return reply.status(204).send();
  });

  app.post('/live/presence/leave', {
    config: { access: 'signed-in' },
    schema: docSchema({ operationId: 'leaveLivePresence', tags, summary: 'This tab closed the record (its form or the tab itself)', body: presenceLeaveSchema, status: 204, errors: [403] }),
  }, async (request, reply) => {
    const input = request.body;
    presenceModule(request, input.module);
    if (await leave(app.db, { ...input, userId: request.session.userId }, app.config.now())) hub.presenceChanged();
    return reply.status(204).send();
  });

  app.get('/live/presence', {
    config: { access: 'signed-in' },
    schema: docSchema({ operationId: 'getLivePresence', tags, summary: 'Who has a record open now (and who is editing it)', querystring: presenceQuerySchema, data: presenceDoc, errors: [403] }),
  }, async (request) => {
    const query = request.query;
    presenceModule(request, query.module);
    return { data: { users: await presenceOn(app.db, query.module, query.id, app.config.now()) } };
  });
}
