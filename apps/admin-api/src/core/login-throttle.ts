// Throttles for everything that guesses a secret or sends mail: sign-in, forgot password, reset tokens and the
// old-password check. Counters live in the database (table auth_throttle), so several API instances on one
// database share them. Locks are per address; per email there is only a slow-down that the owner's known
// addresses skip, so nobody can lock a colleague out by failing on their email.
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';

interface Rule {
  /** Counted events within this window; an older window starts again at 1. */
  windowMs: number;
  /** The count at which the key is blocked. */
  max: number;
  /** 'lock': blocked for blockMs and counting starts again; 'slow': every further event waits longer (doubling, capped). */
  mode: 'lock' | 'slow';
  blockMs: number;
  maxBlockMs?: number;
}

const MINUTE = 60_000;
export const THROTTLE_RULES = {
  /** One email from one address: 5 failures → 1 minute. */
  loginPair: { windowMs: 15 * MINUTE, max: 5, mode: 'lock', blockMs: MINUTE },
  /** One address, any emails: 30 failures → 5 minutes. */
  loginAddress: { windowMs: 15 * MINUTE, max: 30, mode: 'lock', blockMs: 5 * MINUTE },
  /** One email from anywhere: after 10 failures each further one makes unknown addresses wait 1 s, 2 s … 30 s. */
  loginEmail: { windowMs: 15 * MINUTE, max: 10, mode: 'slow', blockMs: 1000, maxBlockMs: 30_000 },
  /** Forgot-password requests per address: 10 → 15 minutes. */
  forgotAddress: { windowMs: 15 * MINUTE, max: 10, mode: 'lock', blockMs: 15 * MINUTE },
  /** Reset mails per email: one a minute, so the form cannot flood an inbox (silently: same answer). */
  forgotMail: { windowMs: MINUTE, max: 1, mode: 'lock', blockMs: MINUTE },
  /** Unknown or expired reset tokens per address: 10 → 15 minutes. */
  resetAddress: { windowMs: 15 * MINUTE, max: 10, mode: 'lock', blockMs: 15 * MINUTE },
  /** Wrong old passwords per user (a stolen session must not become a password oracle): 5 → 15 minutes. */
  oldPassword: { windowMs: 15 * MINUTE, max: 5, mode: 'lock', blockMs: 15 * MINUTE },
} satisfies Record<string, Rule>;

export type RuleName = keyof typeof THROTTLE_RULES;
export type ThrottleKey = readonly [RuleName, string];

/** A sign-in from an address keeps it "known" for the email this long. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * MINUTE;
// Expired counters are swept every this many writes (per instance).
const PRUNE_EVERY = 200;

const keyText = ([rule, id]: ThrottleKey) => `${rule}:${id}`;

export const tooMany = (seconds: number, message = `Too many attempts. Try again in ${seconds} seconds.`) =>
  new HttpError(429, message, undefined, { 'retry-after': String(seconds) });

export class Throttle {
  private writes = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** Milliseconds until every given key is free again (0 = free now). */
  async waitMs(keys: readonly ThrottleKey[]): Promise<number> {
    const now = this.now();
    const { rows } = await this.db.query<{ blocked_until: Date | string }>(
      'SELECT blocked_until FROM auth_throttle WHERE key = ANY($1::text[]) AND blocked_until > $2',
      [keys.map(keyText), now.toISOString()],
    );
    return rows.reduce((wait, row) => Math.max(wait, new Date(row.blocked_until).getTime() - now.getTime()), 0);
  }

  /** Throws 429 (with Retry-After) while any key is blocked. */
  async check(keys: readonly ThrottleKey[], message?: (seconds: number) => string): Promise<void> {
    const wait = await this.waitMs(keys);
    if (wait <= 0) return;
    const seconds = Math.ceil(wait / 1000);
    throw tooMany(seconds, message?.(seconds));
  }

  /** Counts one event for each key; a key reaching its rule's max is blocked. */
  async hit(keys: readonly ThrottleKey[]): Promise<void> {
    const now = this.now();
    if (++this.writes % PRUNE_EVERY === 0) await this.prune(now);
    for (const key of keys) {
      const rule: Rule = THROTTLE_RULES[key[0]];
      // One statement per key: concurrent instances never lose a count.
      const { rows } = await this.db.query<{ count: number }>(
        `INSERT INTO auth_throttle (key, count, window_start) VALUES ($1, 1, $2)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN auth_throttle.window_start < $3 THEN 1 ELSE auth_throttle.count + 1 END,
           window_start = CASE WHEN auth_throttle.window_start < $3 THEN $2 ELSE auth_throttle.window_start END
         RETURNING count`,
        [keyText(key), now.toISOString(), new Date(now.getTime() - rule.windowMs).toISOString()],
      );
      const count = rows[0].count;
      if (count < rule.max) continue;
      if (rule.mode === 'lock') {
        await this.db.query('UPDATE auth_throttle SET blocked_until = $2, count = 0, window_start = $3 WHERE key = $1', [
          keyText(key),
          new Date(now.getTime() + rule.blockMs).toISOString(),
          now.toISOString(),
        ]);
      } else {
        const delay = Math.min(rule.blockMs * 2 ** (count - rule.max), rule.maxBlockMs ?? rule.blockMs);
        await this.db.query('UPDATE auth_throttle SET blocked_until = $2 WHERE key = $1', [keyText(key), new Date(now.getTime() + delay).toISOString()]);
      }
    }
  }

  async clear(key: ThrottleKey): Promise<void> {
    await this.db.query('DELETE FROM auth_throttle WHERE key = $1', [keyText(key)]);
  }

  private async prune(now: Date): Promise<void> {
    const longest = Math.max(...Object.values(THROTTLE_RULES).map((rule: Rule) => rule.windowMs));
    await this.db.query('DELETE FROM auth_throttle WHERE window_start < $1 AND (blocked_until IS NULL OR blocked_until < $2)', [
      new Date(now.getTime() - longest).toISOString(),
      now.toISOString(),
    ]);
    await this.db.query('DELETE FROM login_known_addresses WHERE expires_at < $1', [now.toISOString()]);
  }
}

const SIGN_IN_MESSAGE = (seconds: number) => `Too many failed sign-in attempts. Try again in ${seconds} seconds.`;

/** The sign-in rules on top of Throttle: pair and address locks, the per-email slow-down, known addresses. */
export class LoginThrottle {
  private readonly throttle: Throttle;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {
    this.throttle = new Throttle(db, now);
  }

  private keys(email: string, ip: string, known: boolean): ThrottleKey[] {
    const keys: ThrottleKey[] = [
      ['loginPair', `${email}|${ip}`],
      ['loginAddress', ip],
    ];
    if (!known) keys.push(['loginEmail', email]);
    return keys;
  }

  private async isKnown(email: string, ip: string): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM login_known_addresses WHERE email = $1 AND ip = $2 AND expires_at > $3', [
      email,
      ip,
      this.now().toISOString(),
    ]);
    return rows.length > 0;
  }

  /** Throws 429 while this address is locked for this email or overall, or the email is slowed down for it. */
  async check(email: string, ip: string): Promise<void> {
    const normalised = email.toLowerCase();
    await this.throttle.check(this.keys(normalised, ip, await this.isKnown(normalised, ip)), SIGN_IN_MESSAGE);
  }

  async failed(email: string, ip: string): Promise<void> {
    await this.throttle.hit(this.keys(email.toLowerCase(), ip, false));
  }

  /** A correct password clears this pair's count and makes the address known for the email. */
  async succeeded(email: string, ip: string): Promise<void> {
    const normalised = email.toLowerCase();
    await this.throttle.clear(['loginPair', `${normalised}|${ip}`]);
    await this.db.query(
      `INSERT INTO login_known_addresses (email, ip, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (email, ip) DO UPDATE SET expires_at = EXCLUDED.expires_at`,
      [normalised, ip, new Date(this.now().getTime() + KNOWN_ADDRESS_MS).toISOString()],
    );
  }
}
