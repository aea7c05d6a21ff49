// The public site proves which player posts (README "Chat player token"): its server signs, for its signed-in player,
//   token = base64url(payload) + "." + base64url(HMAC-SHA256(secret, base64url(payload)))
//   payload = UTF-8 JSON {"player": "<player id>", "nickname": "<nickname>", "exp": <expiry, Unix seconds>}
// with the secret it shares with this API (CHAT_PLAYER_TOKEN_SECRET). The signature covers the payload's exact text,
// so any language's JSON works; a post is accepted only with its own player id and nickname, before the expiry.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PlayerClaims {
  player: string;
  nickname: string;
  /** Expiry, Unix seconds. */
  exp: number;
}

/** A token may live at most this long ahead of now: a leaked token is useful for a day at most. */
export const MAX_TOKEN_LIFETIME_S = 24 * 3600;

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** What the public site does (tests and the demo use it too). */
export function signPlayerToken(claims: PlayerClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

export type TokenProblem = 'malformed' | 'signature' | 'expired' | 'lifetime' | 'player';

/** Checks the token against the post's player and nickname; the problem, or null when it proves them. */
export function checkPlayerToken(token: string, post: { player: string; nickname: string }, secret: string, now: Date): TokenProblem | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || !/^[\w-]+$/.test(payload) || !/^[\w-]+$/.test(signature)) return 'malformed';
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'signature';
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return 'malformed';
  }
  const { player, nickname, exp } = (claims ?? {}) as Partial<PlayerClaims>;
  if (typeof player !== 'string' || typeof nickname !== 'string' || typeof exp !== 'number' || !Number.isFinite(exp)) return 'malformed';
  const nowS = now.getTime() / 1000;
  if (exp <= nowS) return 'expired';
  if (exp > nowS + MAX_TOKEN_LIFETIME_S) return 'lifetime';
  if (player !== post.player || nickname !== post.nickname) return 'player';
  return null;
}
