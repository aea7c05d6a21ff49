// Canaries: a remote's new build served to a share of staff first. Who is in the share is stable per user and per
// remote (a hash, not a coin toss per request), so a person never flips between builds from one navigation to the next.
import { createHash } from 'node:crypto';
import type { CanaryWatch } from '../../core/config';
import type { Db } from '../../db/db';

export interface Canary {
  remote: string;
  manifestUrl: string;
  version: string;
  percent: number;
  startedAt: string;
  /** The super admin's email, kept for the record; `byName` is what staff read (null once the account is gone). */
  by: string;
  byName: string | null;
}

interface CanaryRow {
  remote: string;
  manifest_url: string;
  build_version: string;
  percent: number;
  started_at: Date | string;
  user_email: string;
  user_name: string | null;
}

export async function readCanaries(db: Db): Promise<Canary[]> {
  const { rows } = await db.query<CanaryRow>(
    `SELECT c.*, trim(u.first_name || ' ' || u.last_name) AS user_name FROM remote_canaries c LEFT JOIN users u ON u.id = c.user_id ORDER BY c.remote`,
  );
  return rows.map((row) => ({
    remote: row.remote, manifestUrl: row.manifest_url, version: row.build_version, percent: Number(row.percent),
    startedAt: new Date(row.started_at).toISOString(), by: row.user_email, byName: row.user_name || null,
  }));
}

/** The user's place among 100 for a remote: in the canary when below its percent. */
export function bucketOf(userId: number, remote: string): number {
  return createHash('sha256').update(`canary:${remote}:${userId}`).digest().readUInt32BE(0) % 100;
}

/** The live table as one user sees it: each canary's build for the users in its share. */
export function withCanaries(live: Record<string, string>, canaries: readonly Canary[], userId: number): Record<string, string> {
  const seen: Record<string, string> = Object.create(null);
  Object.assign(seen, live);
  for (const canary of canaries) if (bucketOf(userId, canary.remote) < canary.percent) seen[canary.remote] = canary.manifestUrl;
  return seen;
}

/** Why a canary's field data since its start calls for a roll back, or null while it does not (or too few sessions). */
export async function canaryVerdict(db: Db, canary: Canary, limits: Omit<CanaryWatch, 'checkMs'>): Promise<string | null> {
  const { rows } = await db.query<{ sessions: string; error_sessions: string; p75_inp: number | null }>(
    `SELECT count(DISTINCT session_hash) AS sessions,
            count(DISTINCT session_hash) FILTER (WHERE kind = 'error') AS error_sessions,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'INP') AS p75_inp
       FROM remote_field_samples WHERE remote = $1 AND build_version = $2 AND reported_at >= $3`,
    [canary.remote, canary.version, canary.startedAt],
  );
  const sessions = Number(rows[0]?.sessions ?? 0);
  if (sessions < limits.minSessions) return null;
  const errorSessions = Number(rows[0].error_sessions);
  const rate = errorSessions / sessions;
  if (rate > limits.maxErrorRate) {
    return `${errorSessions} of ${sessions} sessions (${Math.round(rate * 100)} %) met a crashed screen; the limit is ${Math.round(limits.maxErrorRate * 100)} %`;
  }
  const inp = rows[0].p75_inp === null ? null : Math.round(Number(rows[0].p75_inp));
  if (inp !== null && inp > limits.maxP75InpMs) return `p75 INP was ${inp} ms over ${sessions} sessions; the limit is ${limits.maxP75InpMs} ms`;
  return null;
}
