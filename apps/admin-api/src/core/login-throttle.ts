// Throttles repeated failed sign-ins per email+address, per address and per email, with short locks:
// an attacker elsewhere cannot keep the real owner out for long, and guessing stays slow.
import { HttpError } from '../http/errors';

interface Counter {
  failures: number;
  windowStart: number;
  lockedUntil: number;
}

interface Rule {
  key: (email: string, ip: string) => string;
  maxFailures: number;
  lockMs: number;
}

const WINDOW_MS = 15 * 60_000;
const RULES: Rule[] = [
  { key: (email, ip) => `pair:${email}|${ip}`, maxFailures: 5, lockMs: 60_000 },
  { key: (_email, ip) => `ip:${ip}`, maxFailures: 30, lockMs: 5 * 60_000 },
  { key: (email) => `email:${email}`, maxFailures: 50, lockMs: 5 * 60_000 },
];
const MAX_ENTRIES = 50_000;

export class LoginThrottle {
  private readonly counters = new Map<string, Counter>();

  constructor(private readonly now: () => Date) {}

  /** Throws 429 while any rule's lock holds for this email and address. */
  check(email: string, ip: string): void {
    const now = this.now().getTime();
    let wait = 0;
    for (const rule of RULES) {
      const counter = this.counters.get(rule.key(email, ip));
      if (counter && counter.lockedUntil > now) wait = Math.max(wait, counter.lockedUntil - now);
    }
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw new HttpError(429, `Too many failed sign-in attempts. Try again in ${seconds} seconds.`, undefined, {
        'retry-after': String(seconds),
      });
    }
  }

  failed(email: string, ip: string): void {
    const now = this.now().getTime();
    if (this.counters.size > MAX_ENTRIES) this.prune(now);
    for (const rule of RULES) {
      const key = rule.key(email, ip);
      let counter = this.counters.get(key);
      if (!counter || now - counter.windowStart > WINDOW_MS) counter = { failures: 0, windowStart: now, lockedUntil: 0 };
      counter.failures += 1;
      if (counter.failures >= rule.maxFailures) {
        counter.lockedUntil = now + rule.lockMs;
        counter.failures = 0;
        counter.windowStart = now;
      }
      this.counters.set(key, counter);
    }
  }

  /** A correct password clears this pair's count (not the address- or email-wide ones). */
  succeeded(email: string, ip: string): void {
    this.counters.delete(RULES[0].key(email, ip));
  }

  private prune(now: number): void {
    for (const [key, counter] of this.counters) {
      if (counter.lockedUntil < now && now - counter.windowStart > WINDOW_MS) this.counters.delete(key);
    }
  }
}
