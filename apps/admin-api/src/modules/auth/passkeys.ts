// Passkeys (WebAuthn, @simplewebauthn/server): registration, assertion and their challenges. A challenge belongs to
// one owner (a session and purpose, a second step's challenge token, or a passwordless sign-in's own token), is
// taken once (DELETE … RETURNING: of two requests only one gets it) and lives CHALLENGE_TTL_MS. The routes count
// each assertion on the throttle before calling in (passkey-routes.ts).
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Db } from '../../db/db';
import { hashToken } from '../../core/tokens';
import { CHALLENGE_TTL_MS, TOTP_ISSUER } from './second-factor';

export interface RelyingParty {
  rpId: string;
  origin: string;
}

export interface PasskeySummary {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The owner key of a challenge: a session's purpose, or the sha256 of a token the client holds. */
export const sessionOwner = (purpose: 'register' | 'assert', sessionId: number) => `${purpose}:session:${sessionId}`;
export const tokenOwner = (purpose: 'login' | 'signin', token: string) => `${purpose}:${hashToken(token)}`;

async function storeChallenge(db: Db, owner: string, challenge: string, userId: number | null, now: Date): Promise<void> {
  await db.query('DELETE FROM webauthn_challenges WHERE expires_at < $1', [now.toISOString()]);
  await db.query(
    `INSERT INTO webauthn_challenges (owner, challenge, user_id, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (owner) DO UPDATE SET challenge = EXCLUDED.challenge, user_id = EXCLUDED.user_id, expires_at = EXCLUDED.expires_at`,
    [owner, challenge, userId, new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString()],
  );
}

/** Takes the owner's challenge: once, and only while it lives. */
async function takeChallenge(db: Db, owner: string, now: Date): Promise<string | null> {
  const { rows } = await db.query<{ challenge: string; expires_at: Date | string }>('DELETE FROM webauthn_challenges WHERE owner = $1 RETURNING challenge, expires_at', [owner]);
  const row = rows[0];
  return row && new Date(row.expires_at).getTime() > now.getTime() ? row.challenge : null;
}

export async function listPasskeys(db: Db, userId: number): Promise<PasskeySummary[]> {
  const { rows } = await db.query<{ id: number; name: string; created_at: Date | string; last_used_at: Date | string | null }>(
    'SELECT id, name, created_at, last_used_at FROM user_passkeys WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, createdAt: new Date(r.created_at).toISOString(), lastUsedAt: r.last_used_at ? new Date(r.last_used_at).toISOString() : null }));
}

export async function hasPasskey(db: Db, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM user_passkeys WHERE user_id = $1 LIMIT 1', [userId]);
  return rows.length > 0;
}

const transportsOf = (stored: string) => (stored ? (stored.split(',') as AuthenticatorTransport[]) : undefined);

/**
 * Registration options for the signed-in user: a discoverable credential with user verification (so it can also
 * sign in without the password), none of the user's passkeys again (excludeCredentials), no attestation.
 */
export async function registrationOptions(db: Db, rp: RelyingParty, user: { id: number; email: string; name: string }, sessionId: number, now: Date): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { rows } = await db.query<{ credential_id: string; transports: string }>('SELECT credential_id, transports FROM user_passkeys WHERE user_id = $1', [user.id]);
  const options = await generateRegistrationOptions({
    rpName: TOTP_ISSUER,
    rpID: rp.rpId,
    userName: user.email,
    userDisplayName: user.name,
    // The user handle a discoverable passkey hands back at sign-in: the user's id, nothing personal.
    userID: new TextEncoder().encode(String(user.id)),
    attestationType: 'none',
    excludeCredentials: rows.map((r) => ({ id: r.credential_id, transports: transportsOf(r.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: CHALLENGE_TTL_MS,
  });
  await storeChallenge(db, sessionOwner('register', sessionId), options.challenge, user.id, now);
  return options;
}

/** Verifies a registration against the session's challenge and stores the passkey; null when it does not verify. */
export async function registerPasskey(db: Db, rp: RelyingParty, userId: number, sessionId: number, name: string, response: RegistrationResponseJSON, now: Date): Promise<PasskeySummary | null> {
  const challenge = await takeChallenge(db, sessionOwner('register', sessionId), now);
  if (!challenge) return null;
  const verification = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.rpId, requireUserVerification: true }).catch(() => null);
  if (!verification?.verified || !verification.registrationInfo) return null;
  const { credential } = verification.registrationInfo;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO user_passkeys (user_id, credential_id, public_key, counter, transports, name, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (credential_id) DO NOTHING RETURNING id`,
    [userId, credential.id, Buffer.from(credential.publicKey).toString('base64url'), credential.counter, (credential.transports ?? []).join(','), name, now.toISOString()],
  );
  if (!rows[0]) return null;
  return { id: rows[0].id, name, createdAt: now.toISOString(), lastUsedAt: null };
}

/**
 * Assertion options: for a known user (second step, step-up, removal) their passkeys are allowed; without one
 * (passwordless sign-in) the browser offers the discoverable passkeys it holds for this site.
 */
export async function assertionOptions(db: Db, rp: RelyingParty, owner: string, userId: number | null, now: Date): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { rows } = userId === null ? { rows: [] } : await db.query<{ credential_id: string; transports: string }>('SELECT credential_id, transports FROM user_passkeys WHERE user_id = $1', [userId]);
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    allowCredentials: rows.map((r) => ({ id: r.credential_id, transports: transportsOf(r.transports) })),
    userVerification: 'required',
    timeout: CHALLENGE_TTL_MS,
  });
  await storeChallenge(db, owner, options.challenge, userId, now);
  return options;
}

/** The user a presented credential belongs to (for the throttle, counted before the signature is checked). */
export async function passkeyOwner(db: Db, credentialId: string): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>('SELECT user_id FROM user_passkeys WHERE credential_id = $1', [credentialId]);
  return rows[0]?.user_id ?? null;
}

/**
 * Verifies an assertion against the owner's challenge (taken whatever the outcome): the credential must be a
 * passkey of `userId` when given, and the user verified (PIN, biometrics). Answers the user's id, or null.
 */
export async function verifyAssertion(db: Db, rp: RelyingParty, owner: string, userId: number | null, response: AuthenticationResponseJSON, now: Date): Promise<number | null> {
  const challenge = await takeChallenge(db, owner, now);
  if (!challenge) return null;
  const { rows } = await db.query<{ id: number; user_id: number; credential_id: string; public_key: string; counter: string | number; transports: string }>(
    'SELECT id, user_id, credential_id, public_key, counter, transports FROM user_passkeys WHERE credential_id = $1',
    [response.id],
  );
  const row = rows[0];
  if (!row || (userId !== null && row.user_id !== userId)) return null;
  // A discoverable passkey names its user: it must be the credential's (a passkey of another site's account fails).
  if (response.response.userHandle && response.response.userHandle !== Buffer.from(String(row.user_id)).toString('base64url')) return null;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpId,
    requireUserVerification: true,
    credential: { id: row.credential_id, publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')), counter: Number(row.counter), transports: transportsOf(row.transports) },
  }).catch(() => null);
  if (!verification?.verified) return null;
  await db.query('UPDATE user_passkeys SET counter = $2, last_used_at = $3 WHERE id = $1', [row.id, verification.authenticationInfo.newCounter, now.toISOString()]);
  return row.user_id;
}

export async function removePasskey(db: Db, userId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM user_passkeys WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
  return rows.length === 1;
}
