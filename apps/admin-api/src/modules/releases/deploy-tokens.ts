// Deploy tokens: what a remote team's CI signs its release calls with (Authorization: Bearer …). A token names the
// remotes it may release and nothing else; the access hook (core/access.ts) lets it reach only routes that declare
// `deployToken: true`, and only for those remotes. Only the token's sha256 is stored.
import type { Db } from '../../db/db';
import { hashToken, newToken } from '../../core/tokens';

/** Marks a deploy token, so a log or a leaked-secret scanner can tell it from a session token. */
export const DEPLOY_TOKEN_PREFIX = 'bodt_';

export interface DeployToken {
  id: number;
  name: string;
  remotes: string[];
}

export interface DeployTokenRow extends DeployToken {
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The live (not revoked) token, its use recorded; null for an unknown or revoked one. */
export async function findDeployToken(db: Db, token: string, now: Date): Promise<DeployToken | null> {
  if (!token.startsWith(DEPLOY_TOKEN_PREFIX)) return null;
  const { rows } = await db.query<DeployToken>(
    'UPDATE deploy_tokens SET last_used_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL RETURNING id, name, remotes',
    [hashToken(token), now.toISOString()],
  );
  return rows[0] ?? null;
}

export async function createDeployToken(db: Db, input: { name: string; remotes: string[]; createdBy: string }, now: Date): Promise<{ token: string; row: DeployTokenRow }> {
  const token = `${DEPLOY_TOKEN_PREFIX}${newToken()}`;
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO deploy_tokens (name, token_hash, remotes, created_by_email, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [input.name, hashToken(token), input.remotes, input.createdBy, now.toISOString()],
  );
  return { token, row: { id: rows[0].id, name: input.name, remotes: input.remotes, createdBy: input.createdBy, createdAt: now.toISOString(), lastUsedAt: null, revokedAt: null } };
}

export async function listDeployTokens(db: Db): Promise<DeployTokenRow[]> {
  const { rows } = await db.query<{ id: number; name: string; remotes: string[]; created_by_email: string; created_at: Date | string; last_used_at: Date | string | null; revoked_at: Date | string | null }>(
    'SELECT * FROM deploy_tokens ORDER BY revoked_at IS NOT NULL, id DESC',
  );
  return rows.map((row) => ({ id: row.id, name: row.name, remotes: row.remotes, createdBy: row.created_by_email, createdAt: iso(row.created_at) as string, lastUsedAt: iso(row.last_used_at), revokedAt: iso(row.revoked_at) }));
}

/** False when there is no such live token. */
export async function revokeDeployToken(db: Db, id: number, now: Date): Promise<boolean> {
  const { rows } = await db.query('UPDATE deploy_tokens SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING id', [id, now.toISOString()]);
  return rows.length > 0;
}
