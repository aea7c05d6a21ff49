// Authenticator secrets are stored encrypted (AES-256-GCM, a 12-byte random IV and the 16-byte tag beside the text),
// so a copy of the database or a backup alone does not hand out every staff member's codes. The key is a setting
// (TOTP_SECRET_KEY); the additional data binds each secret to its user, so a row copied onto another account does not
// open. Stored form: `v1.<base64url of iv | tag | ciphertext>`; a base32 secret (no dot) is one stored before
// encryption, sealed at the next start (prepareTotpSecrets).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';

const PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const TOTP_KEY_BYTES = 32;

/**
 * Known to everyone: a demo, development or test server seals with it when TOTP_SECRET_KEY is unset (docs/decisions.md);
 * any other server refuses to start without the key once a secret is stored.
 */
export const DEV_TOTP_SECRET_KEY = Buffer.from('back-office-dev-totp-key-32bytes', 'utf8');

/** The setting's text as a key: 32 bytes written as 64 hexadecimal characters or base64 (`openssl rand -base64 32`). */
export function parseTotpKey(text: string): Buffer | null {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed) ? Buffer.from(trimmed, 'base64') : null;
  return bytes?.length === TOTP_KEY_BYTES ? bytes : null;
}

const aad = (userId: number) => Buffer.from(`user_totp:${userId}`, 'utf8');

export function sealSecret(key: Buffer, userId: number, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad(userId));
  const text = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64url');
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** The secret in clear; throws when the key (or the user) is not the one it was sealed with. */
export function openSecret(key: Buffer, userId: number, stored: string): string {
  if (!isSealed(stored)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES)).setAAD(aad(userId));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

export const NO_KEY_MESSAGE = 'Two-step sign-in is not configured on this server: TOTP_SECRET_KEY is not set.';

/**
 * At start: without a key, refuses when a secret is stored (it could not be read: every such user would be locked
 * out); with one, checks it opens a stored secret (a wrong key stops the start instead of every sign-in) and seals
 * the secrets stored before encryption.
 */
export async function prepareTotpSecrets(db: Db, key: Buffer | null, log: FastifyBaseLogger): Promise<void> {
  const { rows } = await db.query<{ user_id: number; secret: string }>('SELECT user_id, secret FROM user_totp ORDER BY user_id');
  if (!key) {
    if (rows.length > 0) throw new Error(`TOTP_SECRET_KEY is not set, but ${rows.length} authenticator secret(s) are stored: set the key they were sealed with (README "Settings").`);
    log.warn(`${NO_KEY_MESSAGE} Setting up an authenticator app is refused until it is.`);
    return;
  }
  const sealed = rows.find((row) => isSealed(row.secret));
  if (sealed) {
    try {
      openSecret(key, sealed.user_id, sealed.secret);
    } catch {
      throw new Error('TOTP_SECRET_KEY does not open the stored authenticator secrets: set the key they were sealed with.');
    }
  }
  const plain = rows.filter((row) => !isSealed(row.secret));
  for (const row of plain) {
    await db.query('UPDATE user_totp SET secret = $2 WHERE user_id = $1 AND secret = $3', [row.user_id, sealSecret(key, row.user_id, row.secret), row.secret]);
  }
  if (plain.length > 0) log.info({ count: plain.length }, 'authenticator secrets stored before encryption are now sealed');
}
