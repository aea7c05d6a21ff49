// Open streams (server-sent events) answer to their session for as long as they stay open: every CHECK_MS one query
// re-reads all their sessions from the database, and a stream whose session was revoked (logout, password change),
// went idle past expiry or past its absolute lifetime, whose account was blocked, or which lost the stream's permission is closed. Reading the
// database, not events of this process, is what makes a logout or role change on another instance count too.
// It also caps the streams of one session (each one costs reads on every change). A stream learns why it ended, so
// it can say so (the live feed's `end` event).
import { hasAllPermissions, type LiveEndReason, type PermissionHolder } from '@backoffice/validation';
import type { Db } from '../db/db';
import { PERMISSION_LISTS_SQL, permissionSet } from './permission-sets';
import type { Session } from './session';
import type { SessionLimits } from './sessions';

/** How often open streams' sessions are re-read: a revoked session's stream ends within about this (≤ 2 s promised). */
export const CHECK_MS = 1_000;
/** Open streams one session may hold in one API process; more are refused with 429 (docs/decisions.md). */
export const MAX_STREAMS_PER_SESSION = 5;

/** Why the guard ended a stream: the session is gone (logout, revoked), timed out, blocked, or lost a permission (the `end` event's wire). */
export type StreamEndReason = LiveEndReason;

/** What a stream needs of its session: these permissions, or a test of the session's current permissions. */
export type StreamRequirement = readonly string[] | ((holder: PermissionHolder) => boolean);

interface OpenStream {
  sessionId: number;
  userId: number;
  requirement: StreamRequirement;
  close: (reason: StreamEndReason) => void;
}

export interface StreamGuard {
  /**
   * Admits a stream of `session` that needs `requirement`; `close` ends it (with the reason) when the session no
   * longer qualifies. Returns its release (call it when the stream ends), or null when the session already holds
   * the maximum.
   */
  admit(session: Session, requirement: StreamRequirement, close: (reason: StreamEndReason) => void): (() => void) | null;
  stop(): void;
}

interface GuardOptions {
  now: () => Date;
  limits: SessionLimits;
  onError: (error: unknown) => void;
  checkMs?: number;
  maxPerSession?: number;
}

interface SessionRow {
  session_id: number;
  last_seen_at: Date | string;
  created_at: Date | string;
  blocked_till: Date | string | null;
  all_permissions: boolean;
  permission_lists: string;
}

/**
 * Of `ids`, the sessions still valid now, with their permissions. Read-only: an open stream is not activity, so it
 * does not keep an idle session alive (the same rules as core/sessions.ts findSession, without its writes).
 */
async function liveSessions(db: Db, ids: number[], now: Date, { idleMs, maxMs }: SessionLimits) {
  const { rows } = await db.query<SessionRow>(
    `SELECT s.id AS session_id, s.last_seen_at, s.created_at, u.blocked_till,
            COALESCE(bool_or(r.all_permissions), false) AS all_permissions,
            ${PERMISSION_LISTS_SQL} AS permission_lists
       FROM sessions s
       JOIN users u ON u.id = s.user_id
       LEFT JOIN user_roles ur ON ur.user_id = u.id
       LEFT JOIN roles r ON r.id = ur.role_id
      WHERE s.id = ANY($1::int[])
      GROUP BY s.id, u.id`,
    [ids],
  );
  const live = new Map<number, PermissionHolder | StreamEndReason>();
  for (const row of rows) {
    if (now.getTime() - new Date(row.last_seen_at).getTime() > idleMs || now.getTime() - new Date(row.created_at).getTime() > maxMs) {
      live.set(row.session_id, 'expired');
      continue;
    }
    if (row.blocked_till && new Date(row.blocked_till).getTime() > now.getTime()) {
      live.set(row.session_id, 'blocked');
      continue;
    }
    live.set(row.session_id, { permissions: permissionSet(row.all_permissions, row.permission_lists), allPermissions: row.all_permissions });
  }
  return live;
}

async function blockedUsers(db: Db, ids: number[], now: Date): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE id = ANY($1::int[]) AND blocked_till > $2', [ids, now.toISOString()]);
  return new Set(rows.map((row) => row.id));
}

const qualifies = (holder: PermissionHolder, requirement: StreamRequirement) =>
  typeof requirement === 'function' ? requirement(holder) : hasAllPermissions(holder, requirement);

export function createStreamGuard(db: Db, options: GuardOptions): StreamGuard {
  const checkMs = options.checkMs ?? CHECK_MS;
  const max = options.maxPerSession ?? MAX_STREAMS_PER_SESSION;
  const open = new Set<OpenStream>();
  let timer: NodeJS.Timeout | null = null;
  let checking = false;

  const check = async () => {
    if (checking || open.size === 0) return;
    checking = true;
    try {
      const streams = [...open];
      const live = await liveSessions(db, [...new Set(streams.map((s) => s.sessionId))], options.now(), options.limits);
      // A block also revokes the account's sessions: a session gone for good says "blocked" when that is why.
      const gone = streams.filter((s) => !live.has(s.sessionId)).map((s) => s.userId);
      const blocked = gone.length ? await blockedUsers(db, [...new Set(gone)], options.now()) : new Set<number>();
      for (const stream of streams) {
        const holder = live.get(stream.sessionId) ?? (blocked.has(stream.userId) ? 'blocked' : 'logout');
        const reason = typeof holder === 'string' ? holder : qualifies(holder, stream.requirement) ? null : 'permissions';
        if (reason) {
          open.delete(stream);
          stream.close(reason);
        }
      }
    } catch (error) {
      options.onError(error);
    } finally {
      checking = false;
      if (open.size === 0 && timer) {
        clearInterval(timer);
        timer = null;
      }
    }
  };

  return {
    admit(session, requirement, close) {
      let held = 0;
      for (const stream of open) if (stream.sessionId === session.sessionId) held++;
      if (held >= max) return null;
      const stream: OpenStream = { sessionId: session.sessionId, userId: session.userId, requirement, close };
      open.add(stream);
      if (!timer) {
        timer = setInterval(() => void check(), checkMs);
        timer.unref();
      }
      return () => {
        open.delete(stream);
      };
    },
    stop() {
      open.clear();
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
