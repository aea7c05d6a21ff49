// The second factor: an authenticator app (TOTP, RFC 6238: 6 digits, 30 s, SHA-1 — what every app reads from the QR
// code) and ten one-time recovery codes, hashed with argon2id like passwords. Codes are checked here; the routes
// count each attempt on the throttle before calling in (second-factor-routes.ts). Secrets are stored sealed with the
// server's key (secret-box.ts): `key` below is app.config.totpKey.
import { randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '../../db/db';
import { hashPassword, verifyPassword } from '../../core/passwords';
import { hashToken, newToken } from '../../core/tokens';
import { openSecret, sealSecret } from './secret-box';

export const TOTP_ISSUER = 'Back Office';
const PERIOD_S = 30;
/** A code of the step before or after is accepted too (clock drift of the phone): 3 codes of 10^6 per attempt. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** The sign-in's second step must follow the password within this. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

const totpOf = (secret: string, email: string) =>
  new TOTP({ issuer: TOTP_ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });

/** What the enrolment shows: the secret in text, the otpauth:// link and the same link as an SVG QR code. */
export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** Starts (or restarts) an enrolment: a new secret waits, unconfirmed, for its first code. */
export async function startTotpEnrolment(db: Db, key: Buffer, userId: number, email: string, now: Date): Promise<TotpEnrolment> {
  const secret = new Secret({ size: 20 }).base32;
  await db.query(
    `INSERT INTO user_totp (user_id, secret, confirmed_at, last_step, created_at) VALUES ($1, $2, NULL, 0, $3)
     ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, last_step = 0, created_at = EXCLUDED.created_at WHERE user_totp.confirmed_at IS NULL`,
    [userId, sealSecret(key, userId, secret), now.toISOString()],
  );
  const otpauthUrl = totpOf(secret, email).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrSvg };
}

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/**
 * Checks a 6-digit code against the user's secret (the confirmed one, or with `pending` the enrolment's) and takes its
 * time step: a code already used, or one older than the last used, is refused (no replay within its window).
 */
export async function verifyTotp(db: Db, key: Buffer, userId: number, email: string, code: string, now: Date, pending = false): Promise<boolean> {
  if (!isTotpCode(code)) return false;
  const { rows } = await db.query<{ secret: string; last_step: string | number }>(
    `SELECT secret, last_step FROM user_totp WHERE user_id = $1 AND confirmed_at IS ${pending ? '' : 'NOT '}NULL`,
    [userId],
  );
  const row = rows[0];
  if (!row) return false;
  const delta = totpOf(openSecret(key, userId, row.secret), email).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return false;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
  // Taken atomically: of two requests with the same code, one updates the row and the other finds it taken.
  const taken = await db.query('UPDATE user_totp SET last_step = $2 WHERE user_id = $1 AND last_step < $2 RETURNING user_id', [userId, step]);
  return taken.rows.length === 1;
}

/** The enrolment's first code was right: the secret becomes the user's factor, with ten fresh recovery codes. */
export async function confirmTotp(db: Db, userId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(code)));
  await db.transaction(async (tx) => {
    await tx.query('UPDATE user_totp SET confirmed_at = $2 WHERE user_id = $1', [userId, now.toISOString()]);
    await tx.query('DELETE FROM user_recovery_codes WHERE user_id = $1', [userId]);
    await tx.query('INSERT INTO user_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])', [userId, hashes]);
  });
  return codes;
}

// No 0/o, 1/l/i: a code is read off paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** xxxxx-xxxxx: 10 characters of 31 (~49 bits), shown once. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** What a user typed as a recovery code, as stored: lower case, the dash in place, spaces dropped. */
export function normaliseRecoveryCode(input: string): string | null {
  const bare = input.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z0-9]{10}$/.test(bare) ? `${bare.slice(0, 5)}-${bare.slice(5)}` : null;
}

/** Uses a recovery code: true once per code (two requests with the same code: only one marks it used). */
export async function spendRecoveryCode(db: Db, userId: number, input: string, now: Date): Promise<boolean> {
  const code = normaliseRecoveryCode(input);
  if (!code) return false;
  const { rows } = await db.query<{ id: number; code_hash: string }>('SELECT id, code_hash FROM user_recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId]);
  for (const row of rows) {
    if (!(await verifyPassword(row.code_hash, code))) continue;
    const used = await db.query('UPDATE user_recovery_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id', [row.id, now.toISOString()]);
    return used.rows.length === 1;
  }
  return false;
}

/** A code of either kind: 6 digits → the authenticator, anything else → a recovery code. */
export async function verifySecondFactor(db: Db, key: Buffer, userId: number, email: string, code: string, now: Date): Promise<boolean> {
  const trimmed = code.trim();
  return isTotpCode(trimmed) ? verifyTotp(db, key, userId, email, trimmed, now) : spendRecoveryCode(db, userId, trimmed, now);
}

export interface FactorState {
  enrolled: boolean;
  /** Set up on the profile page but not confirmed by a first code yet. */
  pending: boolean;
  recoveryCodesLeft: number;
  required: boolean;
  /** How many passkeys the user registered (a factor too: passkey-routes.ts). */
  passkeys: number;
}

export async function factorState(db: Db, userId: number): Promise<FactorState> {
  const { rows } = await db.query<{ confirmed: boolean | null; left: number; required: boolean; passkeys: number }>(
    `SELECT (SELECT confirmed_at IS NOT NULL FROM user_totp WHERE user_id = $1) AS confirmed,
            (SELECT count(*)::int FROM user_recovery_codes WHERE user_id = $1 AND used_at IS NULL) AS left,
            EXISTS (SELECT 1 FROM user_roles ur JOIN role_second_factor_policy p ON p.role_id = ur.role_id WHERE ur.user_id = $1) AS required,
            (SELECT count(*)::int FROM user_passkeys WHERE user_id = $1) AS passkeys`,
    [userId],
  );
  const row = rows[0];
  return { enrolled: row.confirmed === true, pending: row.confirmed === false, recoveryCodesLeft: Number(row.left), required: row.required, passkeys: Number(row.passkeys) };
}

/** The factors a user can prove: the authenticator app, passkeys (either one makes a second step). */
export async function secondFactorMethods(db: Db, userId: number): Promise<{ totp: boolean; passkey: boolean }> {
  const { rows } = await db.query<{ totp: boolean; passkey: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM user_totp WHERE user_id = $1 AND confirmed_at IS NOT NULL) AS totp,
            EXISTS (SELECT 1 FROM user_passkeys WHERE user_id = $1) AS passkey`,
    [userId],
  );
  return { totp: rows[0].totp, passkey: rows[0].passkey };
}

export async function hasSecondFactor(db: Db, userId: number): Promise<boolean> {
  const { totp, passkey } = await secondFactorMethods(db, userId);
  return totp || passkey;
}

/** Removes every factor of a user: the authenticator (pending too), recovery codes, passkeys and remembered browsers. */
export async function removeFactors(db: Db, userId: number): Promise<void> {
  await db.query('DELETE FROM user_passkeys WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM webauthn_challenges WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM user_totp WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM user_recovery_codes WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM trusted_devices WHERE user_id = $1', [userId]);
}

/** The sign-in's second step: a token that stands for "the password was right" for CHALLENGE_TTL_MS. */
export async function createChallenge(db: Db, userId: number, now: Date): Promise<{ token: string; expiresAt: string }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString();
  await db.query('DELETE FROM login_challenges WHERE expires_at < $1', [now.toISOString()]);
  await db.query('INSERT INTO login_challenges (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [hashToken(token), userId, expiresAt]);
  return { token, expiresAt };
}

export async function findChallenge(db: Db, token: string, now: Date): Promise<{ userId: number; email: string } | null> {
  const { rows } = await db.query<{ user_id: number; email: string }>(
    'SELECT c.user_id, u.email FROM login_challenges c JOIN users u ON u.id = c.user_id WHERE c.token_hash = $1 AND c.expires_at > $2',
    [hashToken(token), now.toISOString()],
  );
  return rows[0] ? { userId: rows[0].user_id, email: rows[0].email } : null;
}

/** Single use: false when another request used it first. */
export async function endChallenge(db: Db, token: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM login_challenges WHERE token_hash = $1 RETURNING user_id', [hashToken(token)]);
  return rows.length === 1;
}

/** Remembers a browser that passed the second step (its cookie's value; only the sha256 is stored). */
export async function trustBrowser(db: Db, userId: number, now: Date, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('DELETE FROM trusted_devices WHERE expires_at < $1', [now.toISOString()]);
  await db.query('INSERT INTO trusted_devices (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [hashToken(token), userId, new Date(now.getTime() + ttlMs).toISOString()]);
  return token;
}

export async function isTrustedBrowser(db: Db, userId: number, token: string | undefined, now: Date): Promise<boolean> {
  if (!token) return false;
  const { rows } = await db.query('SELECT 1 FROM trusted_devices WHERE token_hash = $1 AND user_id = $2 AND expires_at > $3', [hashToken(token), userId, now.toISOString()]);
  return rows.length > 0;
}
