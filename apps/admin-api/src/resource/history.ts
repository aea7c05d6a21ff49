// Writes the history (audit trail): one entry per change, on the handle of the change's own transaction, so a
// change that rolls back takes its entry with it and a committed change always has one.
import { historyDiff } from '@backoffice/validation';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';

/** Who made a change: the signed-in user, or the server itself (scheduled publishing, retention). */
export interface Actor {
  userId: number | null;
  email: string;
}

export const SYSTEM_ACTOR: Actor = { userId: null, email: 'system' };

export function actorOf(request: Pick<ActingRequest, 'session'> | undefined): Actor {
  const session = request?.session;
  return session ? { userId: session.userId, email: session.email } : SYSTEM_ACTOR;
}

export interface HistoryWrite {
  module: string;
  recordId: string | number;
  action: string;
  /** The record's version after the change. */
  version?: number | null;
  /** The record before and after (null on create / hard delete); the entry keeps their field-level diff. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  detail?: Record<string, unknown>;
}

/** Adds one entry; call it with the transaction's `db`. */
export async function recordHistory(db: Db, actor: Actor, at: Date, entry: HistoryWrite): Promise<void> {
  const changes = historyDiff(entry.before ?? null, entry.after ?? null);
  await db.query(
    `INSERT INTO history_entries (at, user_id, user_email, module, record_id, action, version, changes, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [at.toISOString(), actor.userId, actor.email, entry.module, String(entry.recordId), entry.action, entry.version ?? null, JSON.stringify(changes), JSON.stringify(entry.detail ?? {})],
  );
}

/** Who acts in a write: a route's request, or a campaign run for the person who published or scheduled it. */
export interface ActingRequest {
  server: FastifyRequest['server'];
  session: FastifyRequest['session'];
  /** Set when the write is an item of a campaign: its history entry carries the campaign's name. */
  campaign?: { id: number; name: string };
}

/** The same, for a route's write: who and when come from the request (and the campaign, for a campaign's item). */
export function recordRequestHistory(db: Db, request: ActingRequest, entry: HistoryWrite): Promise<void> {
  const campaign = request.campaign;
  const detail = campaign ? { ...entry.detail, campaign: campaign.name, campaignId: campaign.id } : entry.detail;
  return recordHistory(db, actorOf(request), request.server.config.now(), { ...entry, detail });
}
