// Throttles for everything that guesses a secret or sends mail: sign-in, forgot password, reset tokens and the
// old-password check; and the remotes' load-error reports, which any signed-in browser may send. Counters live in
// the database (table auth_throttle), so several API instances on one database share them. An attempt is counted
// BEFORE the work it guards (argon2, the token lookup), in one transaction that locks the counter rows: parallel
// requests cannot all pass a check before any is counted (200 parallel sign-ins tested 117 passwords).
// A success gives its count back.
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { metricsOfDb } from './metrics';
import { hashToken, newToken } from './tokens';

export interface Rule {
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
  /** One email from a known device (its cookie): 5 failures → 1 minute; no other key counts such an attempt. */
  loginDevice: { windowMs: 15 * MINUTE, max: 5, mode: 'lock', blockMs: MINUTE },
  /** One email from one address: 5 failures → 1 minute. */
  loginPair: { windowMs: 15 * MINUTE, max: 5, mode: 'lock', blockMs: MINUTE },
  /** One address, any emails: 30 failures → 5 minutes. */
  loginAddress: { windowMs: 15 * MINUTE, max: 30, mode: 'lock', blockMs: 5 * MINUTE },
  /** One email from anywhere but its known devices: after 10 attempts each further one makes the next wait 1 s, 2 s … 30 s. */
  loginEmail: { windowMs: 15 * MINUTE, max: 10, mode: 'slow', blockMs: 1000, maxBlockMs: 30_000 },
  /** Forgot-password requests per address: 10 → 15 minutes. */
  forgotAddress: { windowMs: 15 * MINUTE, max: 10, mode: 'lock', blockMs: 15 * MINUTE },
  /** Reset mails per email: one a minute, so the form cannot flood an inbox (silently: same answer). */
  forgotMail: { windowMs: MINUTE, max: 1, mode: 'lock', blockMs: MINUTE },
  /** Unknown or expired reset tokens per address: 10 → 15 minutes. */
  resetAddress: { windowMs: 15 * MINUTE, max: 10, mode: 'lock', blockMs: 15 * MINUTE },
  /** Wrong old passwords per user (a stolen session must not become a password oracle): 5 → 15 minutes. */
  oldPassword: { windowMs: 15 * MINUTE, max: 5, mode: 'lock', blockMs: 15 * MINUTE },
  /** Second-factor codes per account, on every route that takes one (sign-in's second step, step-up, enrolment,
   *  removal): 5 wrong → 15 minutes. With 3 codes accepted per attempt, 5 guesses in 15 minutes find a code at 1 in 66,000. */
  secondFactorUser: { windowMs: 15 * MINUTE, max: 5, mode: 'lock', blockMs: 15 * MINUTE },
  /** The public second step per address (any accounts): 30 → 15 minutes. */
  secondFactorAddress: { windowMs: 15 * MINUTE, max: 30, mode: 'lock', blockMs: 15 * MINUTE },
  /** Remote load-error reports per session (a browser reports a refused build once per page load): 30 per 10 minutes. */
  remoteReportSession: { windowMs: 10 * MINUTE, max: 30, mode: 'lock', blockMs: 10 * MINUTE },
  /** Remote load-error reports per address (an office shares one): 120 per 10 minutes. */
  remoteReportAddress: { windowMs: 10 * MINUTE, max: 120, mode: 'lock', blockMs: 10 * MINUTE },
  /** Field data batches per session (each of its tabs sends one per 30 s at most, and one when hidden): 120 per 10 minutes. */
  fieldDataSession: { windowMs: 10 * MINUTE, max: 120, mode: 'lock', blockMs: 10 * MINUTE },
  /** Field data batches per address (an office of a hundred staff shares one): 3,000 per 10 minutes. */
  fieldDataAddress: { windowMs: 10 * MINUTE, max: 3_000, mode: 'lock', blockMs: 10 * MINUTE },
} satisfies Record<string, Rule>;

export type RuleName = keyof typeof THROTTLE_RULES;
export type ThrottleKey = readonly [RuleName, string];

/** A browser that signed in to an account stays "known" for it this long (its device cookie). */
export const KNOWN_DEVICE_MS = 30 * 24 * 60 * MINUTE;
// Expired counters are swept every this many attempts (per instance).
const PRUNE_EVERY = 200;

const keyText = ([rule, id]: ThrottleKey) => `${rule}:${id}`;

export const tooMany = (seconds: number, message = `Too many attempts. Try again in ${seconds} seconds.`) =>
  new HttpError(429, message, undefined, { 'retry-after': String(seconds) });

interface CounterRow {
  count: number;
  window_start: Date | string;
  blocked_until: Date | string | null;
}

type Decision = { waitMs: number } | { count: number; windowStart: number; blockedUntil: number | null };

/** What one more attempt does to a counter: counted (and for 'slow' the next one delayed), or refused for waitMs. */
export function decide(rule: Rule, row: CounterRow, now: number): Decision {
  const blockedUntil = row.blocked_until ? new Date(row.blocked_until).getTime() : 0;
  if (blockedUntil > now) return { waitMs: blockedUntil - now };
  // An old window, or a lock that has run out, starts counting again.
  const fresh = new Date(row.window_start).getTime() < now - rule.windowMs || (rule.mode === 'lock' && blockedUntil > 0);
  const count = fresh ? 0 : row.count;
  const windowStart = fresh ? now : new Date(row.window_start).getTime();
  if (count < rule.max) return { count: count + 1, windowStart, blockedUntil: null };
  // The budget is held by attempts still under way: the one that fails locks the key.
  if (rule.mode === 'lock') return { waitMs: rule.blockMs };
  const delay = Math.min(rule.blockMs * 2 ** (count - rule.max), rule.maxBlockMs ?? rule.blockMs);
  return { count: count + 1, windowStart, blockedUntil: now + delay };
}

export class Throttle {
  private attempts = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /**
   * Counts one attempt on every key, atomically, before the work it guards. Answers 0 when counted, else the
   * milliseconds until a key is free (then nothing is counted).
   */
  async attempt(keys: readonly ThrottleKey[]): Promise<number> {
    const now = this.now().getTime();
    if (++this.attempts % PRUNE_EVERY === 0) await this.prune(new Date(now));
    // Sorted: two attempts locking the same rows in the same order cannot deadlock.
    const sorted = [...keys].sort((a, b) => keyText(a).localeCompare(keyText(b)));
    const refused = new HttpError(429, 'refused');
    let waitMs = 0;
    const refusedBy: string[] = [];
    try {
      await this.db.transaction(async (tx) => {
        for (const key of sorted) {
          const text = keyText(key);
          await tx.query('INSERT INTO auth_throttle (key, count, window_start) VALUES ($1, 0, $2) ON CONFLICT (key) DO NOTHING', [text, new Date(now).toISOString()]);
          const { rows } = await tx.query<CounterRow>('SELECT count, window_start, blocked_until FROM auth_throttle WHERE key = $1 FOR UPDATE', [text]);
          const next = decide(THROTTLE_RULES[key[0]], rows[0], now);
          if ('waitMs' in next) {
            waitMs = Math.max(waitMs, next.waitMs);
            refusedBy.push(key[0]);
            continue;
          }
          await tx.query('UPDATE auth_throttle SET count = $2, window_start = $3, blocked_until = $4 WHERE key = $1', [
            text,
            next.count,
            new Date(next.windowStart).toISOString(),
            next.blockedUntil === null ? null : new Date(next.blockedUntil).toISOString(),
          ]);
        }
        // Rolled back: a refused attempt counts on no key.
        if (waitMs > 0) throw refused;
      });
    } catch (error) {
      if (error !== refused) throw error;
      metricsOfDb(this.db)?.throttleRefused(refusedBy);
    }
    return waitMs;
  }

  /** attempt(), throwing 429 (with Retry-After) when refused. */
  async take(keys: readonly ThrottleKey[], message?: (seconds: number) => string): Promise<void> {
    const wait = await this.attempt(keys);
    if (wait <= 0) return;
    const seconds = Math.ceil(wait / 1000);
    throw tooMany(seconds, message?.(seconds));
  }

  /** A counted attempt failed: a 'lock' key whose budget is spent is locked for its rule's blockMs. */
  async failed(keys: readonly ThrottleKey[]): Promise<void> {
    const now = this.now();
    for (const key of keys) {
      const rule: Rule = THROTTLE_RULES[key[0]];
      if (rule.mode !== 'lock') continue;
      await this.db.query(
        'UPDATE auth_throttle SET blocked_until = $2 WHERE key = $1 AND count >= $3 AND (blocked_until IS NULL OR blocked_until <= $4)',
        [keyText(key), new Date(now.getTime() + rule.blockMs).toISOString(), rule.max, now.toISOString()],
      );
    }
  }

  /** A counted attempt succeeded: its count is given back. */
  async release(keys: readonly ThrottleKey[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db.query('UPDATE auth_throttle SET count = GREATEST(count - 1, 0) WHERE key = ANY($1::text[])', [keys.map(keyText)]);
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
    await this.db.query('DELETE FROM login_known_devices WHERE expires_at < $1', [now.toISOString()]);
  }
}

const SIGN_IN_MESSAGE = (seconds: number) => `Too many failed sign-in attempts. Try again in ${seconds} seconds.`;

/** One counted sign-in attempt: the keys it was counted on. */
export interface SignInAttempt {
  email: string;
  keys: ThrottleKey[];
}

/**
 * The sign-in rules on top of Throttle. A browser the account signed in from before (its device cookie) is
 * counted on its own key only, so a stranger behind the same office address can neither lock it out nor slow it
 * down; every other attempt counts on the email+address pair and the address (locks) and the email (slow-down).
 */
export class LoginThrottle {
  private readonly throttle: Throttle;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {
    this.throttle = new Throttle(db, now);
  }

  /** The device token's hash when it is a known device of this email. */
  private async knownDevice(email: string, device: string | undefined): Promise<string | undefined> {
    if (!device) return undefined;
    const hash = hashToken(device);
    const { rows } = await this.db.query('SELECT 1 FROM login_known_devices WHERE email = $1 AND token_hash = $2 AND expires_at > $3', [
      email,
      hash,
      this.now().toISOString(),
    ]);
    return rows.length > 0 ? hash : undefined;
  }

  /** Counts the attempt before the password is checked; 429 while a key is locked, slowed or spent. */
  async begin(email: string, ip: string, device?: string): Promise<SignInAttempt> {
    const normalised = email.toLowerCase();
    const known = await this.knownDevice(normalised, device);
    const keys: ThrottleKey[] = known
      ? [['loginDevice', `${normalised}|${known}`]]
      : [['loginPair', `${normalised}|${ip}`], ['loginAddress', ip], ['loginEmail', normalised]];
    await this.throttle.take(keys, SIGN_IN_MESSAGE);
    return { email: normalised, keys };
  }

  async failed(attempt: SignInAttempt): Promise<void> {
    await this.throttle.failed(attempt.keys);
  }

  /** The password was right: the pair or device starts again, the address and email counts are given back. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    const [first, ...rest] = attempt.keys;
    await this.throttle.clear(first);
    await this.throttle.release(rest);
  }

  /** Makes this browser a known device of the email (after the block check: only a real sign-in earns it). */
  async trustDevice(email: string): Promise<string> {
    const device = newToken();
    await this.db.query('INSERT INTO login_known_devices (token_hash, email, expires_at) VALUES ($1, $2, $3)', [
      hashToken(device),
      email.toLowerCase(),
      new Date(this.now().getTime() + KNOWN_DEVICE_MS).toISOString(),
    ]);
    return device;
  }
}
