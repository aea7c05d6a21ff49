// The chat service, served by the admin API unless `chatHost` points the screen elsewhere:
//   POST /api/chat/rooms/{roomId}/messages          public, with the site's player token; rate-limited; blocked → 403
//   GET  /api/v1/chat/rooms                         chatroom.index
//   GET  /api/v1/chat/rooms/{roomId}/stream         chatroom.index: server-sent events, Last-Event-ID replay; ended when
//                                                   the session ends or loses chatroom.index; 5 per session (429)
//   GET  /api/v1/chat/users                         chatroom.index: search, tabs all / blocked, paged
//   POST /api/v1/chat/users/{id}/block | unblock    chatroom.user.manage (blockedTill required)
//   POST /api/v1/chat/messages/{id}/hide | unhide   chatroom.message.delete (decisions.md)
//   DELETE /api/v1/chat/messages/{id}               chatroom.message.delete
import * as v from 'valibot';
import sse from '@fastify/sse';
import { listQuerySchema, SITE_TIME_ZONE, modulePermission } from '@backoffice/validation';
import { chatBlockedMessage, chatBlockSchema, chatPostSchema, chatUsersListSpec, chatroomModule } from '@backoffice/modules-content';
import type { FastifyRequest } from 'fastify';
import { docSchema, named, type RoutesApp } from '../../core/doc-schema';
import { createStreamGuard, MAX_STREAMS_PER_SESSION } from '../../core/stream-guard';
import { HttpError, notFound } from '../../http/errors';
import { recordRequestHistory } from '../../resource/history';
import { startChatTraffic } from './demo';
import { createChatHub } from './hub';
import { checkPlayerToken, type TokenProblem } from './player-token';
import { sharedEventReads } from './shared-reads';
import { countPost, POST_WINDOW_MS, POSTS_PER_ADDRESS, POSTS_PER_PLAYER, retryAfterSeconds, sweepPostCounts } from './post-rate';
import {
  ChatUserBlocked, lastEventId, listChatUsers, listRooms, loadChatUser, moderate, postAsPlayer, recentMessages, roomExists, setBlockedTill,
  type ModerationKind,
} from './repository';
import { chatMessageDoc, chatRoomDoc, chatUserDoc, chatUsersPageDoc } from './docs';
import { idParam, idParams } from '../../http/id-params';
import { coalescedRun } from '../../core/coalesced-run';
import { can } from '../../core/access';

const roomParams = v.strictObject({ roomId: idParam });
const usersQuery = listQuerySchema(chatUsersListSpec);
const tags = ['chatroom'];
/** How many of a room's newest messages a fresh stream starts with. */
const SNAPSHOT_SIZE = 100;

const TOKEN_PROBLEMS: Record<TokenProblem, string> = {
  malformed: 'The player token is not valid.',
  signature: 'The player token is not valid.',
  expired: 'The player token has expired.',
  lifetime: 'The player token is valid for too long (24 hours at most).',
  player: 'The player token belongs to another player or nickname.',
};

/** The 403 of a post by a blocked player: the error body, with the end of the block. */
const blockedDoc = named('ChatPlayerBlocked', {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'What went wrong, shown to the player' },
    blockedTill: { type: 'string', format: 'date-time', description: 'When the block ends' },
  },
});

const NO_SECRET = 'The chat does not accept posts: CHAT_PLAYER_TOKEN_SECRET is not set.';

const POST_DESCRIPTION = [
  'The public site posts for its signed-in player and proves who that is with `playerToken`: `base64url(payload) + "." + base64url(HMAC-SHA256(secret, base64url(payload)))`,',
  'payload the UTF-8 JSON `{"player": "<player id>", "nickname": "<nickname>", "exp": <expiry, Unix seconds, at most 24 h ahead>}`, secret the API\'s `CHAT_PLAYER_TOKEN_SECRET`.',
  'The token must name this post\'s `player` and `nickname` exactly. No token → 400; a bad, expired or other player\'s token → 401.',
  `Rate limit: ${POSTS_PER_PLAYER} posts per player and ${POSTS_PER_ADDRESS} per address in each ${POST_WINDOW_MS / 1000}-second window; beyond → 429 with Retry-After.`,
  'A refused post (blocked player 403, 401, 404, 429) changes nothing: no chat user is created, no nickname changes. Without the secret set every post gets 401.',
].join(' ');

const warsawTime = new Intl.DateTimeFormat('pl-PL', { timeZone: SITE_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

export default async function chatRoutes(app: RoutesApp): Promise<void> {
  await app.register(sse, { heartbeatInterval: 15_000 });
  const hub = createChatHub(app.db, (error) => app.log.warn({ err: error }, 'chat change notice failed'));
  const readEvents = sharedEventReads(app.db);
  const guard = createStreamGuard(app.db, { now: app.config.now, limits: { idleMs: app.config.sessionIdleMs, maxMs: app.config.sessionMaxMs }, onError: (error) => app.log.warn({ err: error }, 'stream session check failed') });
  // Open streams never end on their own: closing them first lets the server's close (SIGTERM, tests) finish.
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    guard.stop();
    for (const close of [...streams]) close();
  });
  app.addHook('onClose', async () => hub.close());
  if (!app.config.chatPlayerTokenSecret) app.log.warn(`${NO_SECRET} Set it to the secret the public site signs its players' tokens with.`);
  // Finished rate windows are dropped once a minute (each instance; the delete is idempotent).
  const sweeper = setInterval(() => void sweepPostCounts(app.db, app.config.now()).catch((error: unknown) => app.log.warn({ err: error }, 'chat post counts sweep failed')), 60_000);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  // The demo's generator of posts (its rooms and players come with the demo data).
  if (app.config.chatDemoTraffic) {
    const stop = startChatTraffic(app.db, hub, app.log);
    app.addHook('onClose', async () => stop());
  }

  const postDoc = docSchema({
    operationId: 'postChatMessage', tags, summary: "Post a player's message (the public site, with its player token)", description: POST_DESCRIPTION,
    params: roomParams, body: chatPostSchema, data: chatMessageDoc, status: 201, errors: [401, 403, 404, 429],
  });
  Object.assign(postDoc.response as Record<number, unknown>, {
    403: { description: 'The player is blocked from the chat until `blockedTill`', content: { 'application/json': { schema: blockedDoc } } },
  });
  app.post('/chat/rooms/:roomId/messages', { config: { access: 'public' }, schema: postDoc }, async (request, reply) => {
    const { roomId } = request.params;
    const input = request.body;
    const secret = app.config.chatPlayerTokenSecret;
    // No secret, no token can be valid: refused like a bad token (the server said so at start).
    if (!secret) throw new HttpError(401, NO_SECRET);
    const now = app.config.now();
    const tooMany = () => {
      reply.header('retry-after', String(retryAfterSeconds(now)));
      return new HttpError(429, 'Too many chat posts. Please wait a moment.');
    };
    // The address is counted before anything else; the player only once the token proves it, so forged tokens
    // cannot use up a real player's posts.
    if (!(await countPost(app.db, `address:${request.ip}`, POSTS_PER_ADDRESS, now))) throw tooMany();
    const problem = checkPlayerToken(input.playerToken, input, secret, now);
    if (problem) throw new HttpError(401, TOKEN_PROBLEMS[problem]);
    if (!(await countPost(app.db, `player:${input.player}`, POSTS_PER_PLAYER, now))) throw tooMany();
    if (!(await roomExists(app.db, roomId))) throw notFound('Chat room');
    let message;
    try {
      message = await postAsPlayer(app.db, roomId, input.player, input.nickname, input.text, now);
    } catch (error) {
      if (!(error instanceof ChatUserBlocked)) throw error;
      throw new HttpError(403, chatBlockedMessage(warsawTime.format(error.blockedTill)), undefined, undefined, { blockedTill: error.blockedTill.toISOString() });
    }
    hub.changed(roomId);
    reply.status(201);
    return { data: message };
  });

  app.get('/v1/chat/rooms', {
    config: can(chatroomModule, 'index'),
    schema: docSchema({ operationId: 'listChatRooms', tags, summary: 'The chat rooms', data: { type: 'array', items: chatRoomDoc } }),
  }, async () => ({ data: await listRooms(app.db) }));

  app.get('/v1/chat/rooms/:roomId/stream', {
    sse: { kind: 'only' },
    config: can(chatroomModule, 'index'),
    schema: docSchema({
      operationId: 'streamChatRoom', tags, params: roomParams, errors: [404], content: { 'text/event-stream': { type: 'string', description: 'Server-sent events' } },
      summary: "A room's live events (text/event-stream): without Last-Event-ID its newest messages then `ready`; with it, every event after that id",
      description: 'Each event: `id` (a new message\'s id is its message id; moderation events take the next ids of the same sequence) and JSON data `{ type: "message", message } | { type: "hidden" | "unhidden" | "deleted", messageId } | { type: "ready" }`.',
    }),
  }, async (request, reply) => {
    const { roomId } = request.params;
    if (!(await roomExists(app.db, roomId))) throw notFound('Chat room');
    const close = () => reply.sse.close();
    const release = guard.admit(request.session, [modulePermission(chatroomModule, 'index')!], close);
    if (!release) throw new HttpError(429, `Too many open chat streams: ${MAX_STREAMS_PER_SESSION} per session. Close another chat tab first.`);
    streams.add(close);
    let unwatch: () => void = () => undefined;
    reply.sse.onClose(() => {
      release();
      unwatch();
      streams.delete(close);
    });
    const given = reply.sse.lastEventId;
    let cursor: number;
    reply.sse.keepAlive();
    // Headers at once: the client knows it is connected even when there is nothing to replay yet.
    reply.sse.sendHeaders();
    if (given && /^\d{1,15}$/.test(given)) {
      cursor = Number(given);
    } else {
      cursor = await lastEventId(app.db, roomId);
      for (const message of await recentMessages(app.db, roomId, cursor, SNAPSHOT_SIZE)) {
        await reply.sse.send({ id: String(message.id), data: { type: 'message', message } });
      }
      await reply.sse.send({ id: String(cursor), data: { type: 'ready' } });
    }
    // One read at a time per stream; a wake during a read asks for one more.
    const pump = coalescedRun(async () => {
      for (const stored of await readEvents(cursor, roomId)) {
        if (!reply.sse.isConnected) return;
        await reply.sse.send({ id: String(stored.id), data: stored.event });
        cursor = stored.id;
      }
    }, {
      more: () => reply.sse.isConnected,
      onError: (error) => {
        request.log.error(error, 'chat stream read failed');
        reply.sse.close();
      },
    });
    // Watching starts before the first read, so a change between the two is heard (the read after a wake finds it).
    const stop = await hub.watch(roomId, () => void pump());
    if (reply.sse.isConnected) unwatch = stop;
    else stop();
    await pump();
  });

  app.get('/v1/chat/users', {
    config: can(chatroomModule, 'index'),
    schema: docSchema({ operationId: 'listChatUsers', tags, summary: 'Chat users: search (nickname, player id), tabs all / blocked, paged', querystring: usersQuery, data: chatUsersPageDoc }),
  }, async (request) => ({ data: await listChatUsers(app.db, request.query, app.config.now()) }));

  app.post('/v1/chat/users/:id/block', {
    config: can(chatroomModule, 'user.manage'),
    schema: docSchema({ operationId: 'blockChatUser', tags, summary: 'Block a chat user until blockedTill: their posts are refused until then', params: idParams, body: chatBlockSchema, data: chatUserDoc, errors: [404] }),
  }, async (request) => {
    const { id } = request.params;
    const { blockedTill } = request.body;
    const now = app.config.now();
    if (new Date(blockedTill) <= now) throw new HttpError(400, 'Validation failed', { blockedTill: ['must be in the future'] });
    const before = await loadChatUser(app.db, id, now);
    if (!before || !(await setBlockedTill(app.db, id, blockedTill))) throw notFound('Chat user');
    const after = (await loadChatUser(app.db, id, now))!;
    await recordRequestHistory(app.db, request, { module: 'chatroom', recordId: `user-${id}`, action: 'block', before: { blockedTill: before.blockedTill }, after: { blockedTill: after.blockedTill } });
    return { data: after, message: 'Chat user blocked successfully' };
  });

  app.post('/v1/chat/users/:id/unblock', {
    config: can(chatroomModule, 'user.manage'),
    schema: docSchema({ operationId: 'unblockChatUser', tags, summary: 'Unblock a chat user', params: idParams, data: chatUserDoc, errors: [404] }),
  }, async (request) => {
    const { id } = request.params;
    const now = app.config.now();
    const before = await loadChatUser(app.db, id, now);
    if (!before || !(await setBlockedTill(app.db, id, null))) throw notFound('Chat user');
    const after = (await loadChatUser(app.db, id, now))!;
    await recordRequestHistory(app.db, request, { module: 'chatroom', recordId: `user-${id}`, action: 'unblock', before: { blockedTill: before.blockedTill }, after: { blockedTill: null } });
    return { data: after, message: 'Chat user unblocked successfully' };
  });

  const moderation = (kind: ModerationKind, done: string) => async (request: FastifyRequest<{ Params: v.InferOutput<typeof idParams> }>) => {
    const { id } = request.params;
    const message = await moderate(app.db, id, kind, app.config.now());
    if (!message) throw notFound('Chat message');
    hub.changed(message.roomId);
    await recordRequestHistory(app.db, request, { module: 'chatroom', recordId: id, action: kind, detail: { roomId: message.roomId, userId: message.userId } });
    return { data: message, message: done };
  };
  const deletes = { permission: modulePermission(chatroomModule, 'moderate')! } as const;
  app.post('/v1/chat/messages/:id/hide', {
    config: { access: deletes },
    schema: docSchema({ operationId: 'hideChatMessage', tags, summary: 'Hide a message from the public chat (moderators still see it)', params: idParams, data: chatMessageDoc, errors: [404] }),
  }, moderation('hidden', 'Message hidden'));
  app.post('/v1/chat/messages/:id/unhide', {
    config: { access: deletes },
    schema: docSchema({ operationId: 'unhideChatMessage', tags, summary: 'Show a hidden message again', params: idParams, data: chatMessageDoc, errors: [404] }),
  }, moderation('unhidden', 'Message shown again'));
  app.delete('/v1/chat/messages/:id', {
    config: { access: deletes },
    schema: docSchema({ operationId: 'deleteChatMessage', tags, summary: 'Delete a message (its text is erased)', params: idParams, data: chatMessageDoc, errors: [404] }),
  }, moderation('deleted', 'Chat message deleted successfully'));
}
