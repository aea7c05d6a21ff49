// The public chat post proves its player (a token the public site signs) and is rate-limited per player
// and per address, counted before the work so parallel posts cannot walk through; a refused post changes nothing.
// The app's clock stands still, so every post of a test falls into one rate window.
import { DEMO_PLAYER_TOKEN_SECRET } from '../../core/config';
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { signPlayerToken } from './player-token';
import { POSTS_PER_ADDRESS, POSTS_PER_PLAYER } from './post-rate';
import { nextAddress, playerPost } from './testing';

const clock = new Date('2026-11-25T12:00:03.000Z');
let app: TestApp;
let admin: string;
let room: number;

beforeAll(async () => {
  app = await createTestApp({ now: () => clock });
  admin = await login(app, 'admin@example.com');
  room = (await app.inject({ method: 'GET', url: '/api/v1/chat/rooms', headers: { 'x-access-token': admin } })).json().data[0].id;
});
afterAll(() => app.close());

const send = (body: object, remoteAddress = nextAddress()) => app.inject({ method: 'POST', url: `/api/chat/rooms/${room}/messages`, remoteAddress, payload: body });
const exp = (secondsFromNow: number) => Math.floor(clock.getTime() / 1000) + secondsFromNow;
const chatUser = async (player: string) =>
  (await app.db.query<{ nickname: string }>('SELECT nickname FROM chat_users WHERE player = $1', [player])).rows[0];
const counts = async () => (await app.db.query<{ users: number; messages: number }>('SELECT (SELECT count(*)::int FROM chat_users) AS users, (SELECT count(*)::int FROM chat_messages) AS messages')).rows[0];

describe('the public chat post proves its player', () => {
  it('accepts a post with a valid token for its player and nickname', async () => {
    const posted = await send(playerPost('p-token-ok', 'Kibic', 'Dzień dobry', clock));
    expect(posted.statusCode).toBe(201);
    expect(posted.json().data).toMatchObject({ nickname: 'Kibic', text: 'Dzień dobry' });
  });

  it('refuses a post without a token (400) and with a bad, expired, too long-lived or another player\'s token (401), changing nothing', async () => {
    const before = await counts();
    const body = { player: 'p-forger', nickname: 'Podszywacz', text: 'Nie moje' };
    const missing = await send(body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMessages).toEqual({ playerToken: ['Player token is required!'] });

    const signed = (claims: { player: string; nickname: string; exp: number }, secret = DEMO_PLAYER_TOKEN_SECRET) => ({ ...body, playerToken: signPlayerToken(claims, secret) });
    const valid = signed({ player: 'p-forger', nickname: 'Podszywacz', exp: exp(600) }).playerToken;
    const [payload, signature] = valid.split('.') as [string, string];
    const refusals: [string, object, string][] = [
      ['wrong secret', signed({ player: 'p-forger', nickname: 'Podszywacz', exp: exp(600) }, 'another-secret-another-secret-xx'), 'The player token is not valid.'],
      ['altered signature', { ...body, playerToken: `${payload}.${signature.slice(0, -2)}AA` }, 'The player token is not valid.'],
      ['no signature', { ...body, playerToken: payload }, 'The player token is not valid.'],
      ['expired', signed({ player: 'p-forger', nickname: 'Podszywacz', exp: exp(-1) }), 'The player token has expired.'],
      ['too long-lived', signed({ player: 'p-forger', nickname: 'Podszywacz', exp: exp(2 * 24 * 3600) }), 'The player token is valid for too long (24 hours at most).'],
      // Another player's valid token: neither posting as someone else nor renaming them.
      ['another player', { ...body, playerToken: signPlayerToken({ player: 'p-token-ok', nickname: 'Podszywacz', exp: exp(600) }, DEMO_PLAYER_TOKEN_SECRET) }, 'The player token belongs to another player or nickname.'],
      ['another nickname', { ...playerPost('p-token-ok', 'Kibic', 'x', clock), nickname: 'Przemianowany' }, 'The player token belongs to another player or nickname.'],
    ];
    for (const [name, refusedBody, message] of refusals) {
      const refused = await send(refusedBody);
      expect({ name, status: refused.statusCode, message: refused.json().message }).toEqual({ name, status: 401, message });
    }
    expect(await counts()).toEqual(before);
    expect(await chatUser('p-forger')).toBeUndefined();
    expect((await chatUser('p-token-ok'))!.nickname).toBe('Kibic');
  });

  it(`takes ${POSTS_PER_PLAYER} of 100 parallel posts of one player (from 100 addresses); the rest get 429 with Retry-After`, async () => {
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => send(playerPost('p-flood', 'Flood', `Spam ${i}`, clock))));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(POSTS_PER_PLAYER);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - POSTS_PER_PLAYER);
    const limited = results.find((r) => r.statusCode === 429)!;
    expect(limited.json().message).toBe('Too many chat posts. Please wait a moment.');
    expect(Number(limited.headers['retry-after'])).toBe(7);
    const stored = await app.db.query('SELECT 1 FROM chat_messages m JOIN chat_users u ON u.id = m.user_id WHERE u.player = $1', ['p-flood']);
    expect(stored.rows).toHaveLength(POSTS_PER_PLAYER);
  });

  it(`takes ${POSTS_PER_ADDRESS} of 100 parallel posts from one address (100 players); forged tokens count against the address only`, async () => {
    const address = '203.0.113.7';
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => send(playerPost(`p-nat-${i}`, `Nat${i}`, 'Z jednego adresu', clock), address)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(POSTS_PER_ADDRESS);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(100 - POSTS_PER_ADDRESS);
    // Refused posts created nobody.
    const created = await app.db.query("SELECT 1 FROM chat_users WHERE player LIKE 'p-nat-%'");
    expect(created.rows).toHaveLength(POSTS_PER_ADDRESS);

    // Forged posts in a player's name do not use up that player's own posts.
    for (let i = 0; i < 10; i++) await send({ ...playerPost('p-victim', 'Ofiara', 'x', clock), playerToken: 'forged.token' });
    expect((await send(playerPost('p-victim', 'Ofiara', 'Moje', clock))).statusCode).toBe(201);
  });

  it('refuses a blocked player (403) and changes nothing: the nickname stays, nothing is stored', async () => {
    expect((await send(playerPost('p-banned', 'Awanturnik', 'Pierwsza', clock))).statusCode).toBe(201);
    await app.db.query("UPDATE chat_users SET blocked_till = '2099-01-01T00:00:00Z' WHERE player = 'p-banned'");
    const before = await counts();
    const refused = await send(playerPost('p-banned', 'NowaTożsamość', 'Druga', clock));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().blockedTill).toBe('2099-01-01T00:00:00.000Z');
    expect(await counts()).toEqual(before);
    expect((await chatUser('p-banned'))!.nickname).toBe('Awanturnik');
  });

  it('refuses every post (401) on a server without CHAT_PLAYER_TOKEN_SECRET and without demo data', async () => {
    const bare = await createTestApp({ demoData: false, now: () => clock });
    try {
      const res = await bare.inject({ method: 'POST', url: '/api/chat/rooms/1/messages', payload: playerPost('p-1', 'A', 'x', clock) });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('The chat does not accept posts: CHAT_PLAYER_TOKEN_SECRET is not set.');
    } finally {
      await bare.close();
    }
  });
});
