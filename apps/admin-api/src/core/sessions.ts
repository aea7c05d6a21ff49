// Server-side sessions: created at login, looked up by the access hook, expired by inactivity, revoked at logout.
import { prepared, type Db } from '../db/db';
import { PERMISSION_LISTS_SQL, permissionSet } from './permission-sets';
import type { Session } from './session';
import { hashToken, newToken } from './tokens';

// last_seen_at is written at most this often, so a busy client does not turn every read into a write.
const TOUCH_EVERY_MS = 60_000;

interface SessionRow {
  session_id: number;
  storage_key: string | null;
  last_seen_at: Date | string;
  created_at: Date | string;
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  blocked_till: Date | string | null;
  all_permissions: boolean;
  /** JSON text: permissionSet's key. */
  permission_lists: string;
  roles: string[];
  second_factor_at: Date | string | null;
  has_second_factor: boolean;
  second_factor_required: boolean;
}

export interface NewSession {
  /** The access token (x-access-token). */
  token: string;
  /** What the browser derives its storage encryption key from (never stored beside the ciphertext). */
  storageKey: string;
  /** The HttpOnly cookie that gets storageKey back after a reload (see storage-key route). */
  storageCookie: string;
}

/** Creates a session and sweeps sessions idle past expiry, so the table does not grow with abandoned logins. */
export async function createSession(db: Db, userId: number, now: Date, ip: string, idleMs: number, secondFactorAt: Date | null = null, viaSso = false): Promise<NewSession> {
  const session = { token: newToken(), storageKey: newToken(), storageCookie: newToken() };
  await db.query('DELETE FROM sessions WHERE last_seen_at < $1', [new Date(now.getTime() - idleMs).toISOString()]);
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, ip, storage_key, storage_cookie_hash, second_factor_at, via_sso)
     VALUES ($1, $2, $3, $3, $4, $5, $6, $7, $8)`,
    [hashToken(session.token), userId, now.toISOString(), ip, session.storageKey, hashToken(session.storageCookie), secondFactorAt?.toISOString() ?? null, viaSso],
  );
  return session;
}

/** How long a session lives: unused (idle) and at all since its sign-in (max). */
export interface SessionLimits {
  idleMs: number;
  maxMs: number;
}

const expired = (row: { last_seen_at: Date | string; created_at: Date | string }, now: Date, { idleMs, maxMs }: SessionLimits) =>
  now.getTime() - new Date(row.last_seen_at).getTime() > idleMs || now.getTime() - new Date(row.created_at).getTime() > maxMs;

/** The storage key of the live session a storage cookie belongs to; null when unknown or expired. */
export async function findStorageKey(db: Db, storageCookie: string, now: Date, limits: SessionLimits): Promise<string | null> {
  const { rows } = await db.query<{ storage_key: string | null; last_seen_at: Date | string; created_at: Date | string }>(
    'SELECT storage_key, last_seen_at, created_at FROM sessions WHERE storage_cookie_hash = $1',
    [hashToken(storageCookie)],
  );
  const row = rows[0];
  if (!row || expired(row, now, limits)) return null;
  return row.storage_key;
}

/** The session of a token ($1: its sha256): the user, their roles and permission lists. The bench's floor runs it too. */
export const SESSION_LOOKUP_SQL = `SELECT s.id AS session_id, s.storage_key, s.last_seen_at, s.created_at, u.id AS user_id, u.email, u.first_name, u.last_name, u.blocked_till,
            COALESCE(bool_or(r.all_permissions), false) AS all_permissions,
            ${PERMISSION_LISTS_SQL} AS permission_lists,
            COALESCE(jsonb_agg(r.role_name ORDER BY r.role_name) FILTER (WHERE r.id IS NOT NULL), '[]'::jsonb) AS roles,
            s.second_factor_at,
            (EXISTS (SELECT 1 FROM user_totp t WHERE t.user_id = u.id AND t.confirmed_at IS NOT NULL)
              OR EXISTS (SELECT 1 FROM user_passkeys k WHERE k.user_id = u.id)) AS has_second_factor,
            COALESCE(bool_or(p.role_id IS NOT NULL), false) AS second_factor_required
       FROM sessions s
       JOIN users u ON u.id = s.user_id
       LEFT JOIN user_roles ur ON ur.user_id = u.id
       LEFT JOIN roles r ON r.id = ur.role_id
       LEFT JOIN role_second_factor_policy p ON p.role_id = r.id
      WHERE s.token_hash = $1
      GROUP BY s.id, u.id`;

/** The session of a token, or null when unknown, expired (then deleted) or the user is blocked. */
export async function findSession(db: Db, token: string, now: Date, limits: SessionLimits): Promise<Session | null> {
  const { rows } = await db.query<SessionRow>(prepared(SESSION_LOOKUP_SQL), [hashToken(token)]);
  const row = rows[0];
  if (!row) return null;
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (expired(row, now, limits)) {
    await db.query('DELETE FROM sessions WHERE id = $1', [row.session_id]);
    return null;
  }
  if (row.blocked_till && new Date(row.blocked_till).getTime() > now.getTime()) return null;
  if (now.getTime() - lastSeen > TOUCH_EVERY_MS) {
    await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [row.session_id, now.toISOString()]);
  }
  return {
    sessionId: row.session_id,
    storageKey: row.storage_key ?? '',
    userId: row.user_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    roles: row.roles,
    permissions: permissionSet(row.all_permissions, row.permission_lists),
    allPermissions: row.all_permissions,
    secondFactor: {
      enrolled: row.has_second_factor,
      required: row.second_factor_required,
      verifiedAt: row.second_factor_at ? new Date(row.second_factor_at).getTime() : null,
    },
  };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [sessionId]);
}

/** Revokes every session of a user except, optionally, the one making the call. */
export async function revokeUserSessions(db: Db, userId: number, keepSessionId?: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND id <> $2', [userId, keepSessionId ?? -1]);
}

/** Ends every pending reset link of a user: after a password change or reset, an older link must not work. */
export async function endPasswordResets(db: Db, userId: number): Promise<void> {
  await db.query('DELETE FROM password_resets WHERE user_id = $1', [userId]);
}
