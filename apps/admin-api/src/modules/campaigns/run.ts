// Publishing a campaign: every item in ONE transaction, each through its module's writer with the acting person's
// permissions checked again (the publisher's, or for a scheduled run the scheduler's as they are at run time). The
// claim is the transaction's first statement (`… WHERE status = 'scheduled' AND scheduled_at <= now RETURNING`): a
// second API instance waits on the row and then finds it no longer scheduled, so a campaign runs exactly once. A
// failing item rolls the items back to a savepoint and the same transaction stores the campaign as failed, why included.
import { hasPermission, type CampaignFailure, campaignsModule, modulePermission } from '@backoffice/validation';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../../core/session';
import type { Db } from '../../db/db';
import { HttpError } from '../../http/errors';
import { sessionOfUser } from './acting-session';
import { actingFor, applyItem, restoreItem, rollbackRefusal } from './apply';
import { loadCampaign, loadItems, touchCampaign, type ItemRow } from './repository';
import { CAMPAIGN_TARGETS, mayApply, offers, permissionFor, type CampaignTarget } from './targets';

type RunMode = { kind: 'now'; session: Session } | { kind: 'scheduled' };

type RunOutcome = { status: 'published' } | { status: 'failed'; failure: CampaignFailure } | { status: 'skipped' };

/** A refusal of the run, naming the item (null: the campaign as a whole). */
class RunFailure extends Error {
  constructor(
    readonly itemId: number | null,
    message: string,
    readonly errorMessages?: Record<string, string[]>,
  ) {
    super(message);
  }
}

const itemName = (item: ItemRow, target: CampaignTarget | undefined) => `Item ${item.position} (${target?.definition.module.item ?? item.module} “${item.label}”, ${item.action})`;

function targetOf(item: ItemRow, session: Session): CampaignTarget {
  const target = CAMPAIGN_TARGETS.get(item.module);
  if (!target || !offers(target, item.action)) throw new RunFailure(item.id, `${itemName(item, target)}: the module no longer takes this change`);
  if (!mayApply(session, target, item.action)) {
    throw new RunFailure(item.id, `${itemName(item, target)}: ${session.email} does not hold ${permissionFor(target, item.action)}`);
  }
  return target;
}

async function applyAll(app: FastifyInstance, tx: Db, campaign: { id: number; name: string }, session: Session): Promise<void> {
  if (!hasPermission(session, modulePermission(campaignsModule, 'publish')!)) throw new RunFailure(null, `${session.email} does not hold campaign.publish`);
  const items = await loadItems(tx, campaign.id);
  if (items.length === 0) throw new RunFailure(null, 'The campaign has no items');
  const context = { request: actingFor(app, session, campaign), db: tx };
  for (const item of items) {
    const target = targetOf(item, session);
    const applied = await applyItem(target, { recordId: item.record_id, action: item.action, values: item.values, baseVersion: item.base_version }, context).catch((error: unknown) => {
      if (error instanceof HttpError) throw new RunFailure(item.id, `${itemName(item, target)}: ${error.message}`, error.errorMessages);
      throw error;
    });
    await tx.query('UPDATE campaign_items SET record_id = $2, before = $3, after = $4, before_row = $5, after_version = $6, rollback = NULL WHERE id = $1', [
      item.id,
      applied.recordId,
      json(applied.before),
      json(applied.after),
      json(applied.beforeRow),
      applied.afterVersion,
    ]);
  }
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** Publishes campaign `id` now (draft or failed) or as its scheduled run (scheduled and due). */
export async function runCampaign(app: FastifyInstance, id: number, mode: RunMode): Promise<RunOutcome> {
  const now = app.config.now().toISOString();
  return app.db.transaction(async (tx) => {
    const claim =
      mode.kind === 'now'
        ? await tx.query<{ id: number; name: string; scheduled_by: number | null }>(
            `UPDATE campaigns SET status = 'published', published_at = $2, published_by = $3, failure = NULL, version = version + 1, updated_at = $2
              WHERE id = $1 AND status IN ('draft', 'failed') RETURNING id, name, scheduled_by`,
            [id, now, mode.session.userId],
          )
        : await tx.query<{ id: number; name: string; scheduled_by: number | null }>(
            `UPDATE campaigns SET status = 'published', published_at = $2, published_by = scheduled_by, failure = NULL, version = version + 1, updated_at = $2
              WHERE id = $1 AND status = 'scheduled' AND scheduled_at <= $2 RETURNING id, name, scheduled_by`,
            [id, now],
          );
    const campaign = claim.rows[0];
    if (!campaign) return { status: 'skipped' };
    await tx.query('SAVEPOINT campaign_items');
    try {
      const session = mode.kind === 'now' ? mode.session : campaign.scheduled_by === null ? null : await sessionOfUser(tx, campaign.scheduled_by, new Date(now));
      if (!session) throw new RunFailure(null, 'The person who scheduled the campaign can no longer sign in');
      await applyAll(app, tx, campaign, session);
      return { status: 'published' };
    } catch (error) {
      if (!(error instanceof RunFailure)) app.log.error({ err: error, campaign: id }, 'campaign run failed');
      const failure: CampaignFailure =
        error instanceof RunFailure
          ? { itemId: error.itemId, message: error.message, ...(error.errorMessages ? { errorMessages: error.errorMessages } : {}) }
          : { itemId: null, message: 'The campaign could not be applied (a server error); nothing was changed' };
      await tx.query('ROLLBACK TO SAVEPOINT campaign_items');
      await tx.query(`UPDATE campaigns SET status = 'failed', published_at = NULL, published_by = NULL, failure = $2 WHERE id = $1`, [id, JSON.stringify(failure)]);
      return { status: 'failed', failure };
    }
  });
}

/** The scheduler's tick: runs every scheduled campaign that is due (each in its own transaction). */
export async function publishDueCampaigns(app: FastifyInstance): Promise<number[]> {
  const { rows } = await app.db.query<{ id: number }>(`SELECT id FROM campaigns WHERE status = 'scheduled' AND scheduled_at <= $1 ORDER BY scheduled_at, id`, [app.config.now().toISOString()]);
  const published: number[] = [];
  for (const { id } of rows) {
    const outcome = await runCampaign(app, id, { kind: 'scheduled' });
    if (outcome.status === 'published') published.push(id);
    else if (outcome.status === 'failed') app.log.warn({ campaign: id, failure: outcome.failure }, 'scheduled campaign failed');
  }
  return published;
}

interface RollbackOutcome {
  /** Always empty since a roll back is all or nothing; kept in the answer for its readers. */
  refused: { itemId: number; reason: string }[];
}

const INVERSE: Readonly<Record<ItemRow['action'], ItemRow['action']>> = { create: 'delete', delete: 'create', update: 'update', publish: 'update', unpublish: 'update' };

/**
 * Rolls a published campaign back in one transaction, all or nothing: every record restored to its state before the
 * campaign (last item first) and the campaign marked rolled back, or nothing restored. The caller must hold what
 * restoring every item needs (else 403 naming it); a record changed again or gone since the campaign refuses the
 * whole roll back (409 naming the items and why).
 */
export async function rollbackCampaign(app: FastifyInstance, id: number, session: Session): Promise<RollbackOutcome> {
  const refused = await app.db.transaction(async (tx) => {
    const campaign = await loadCampaign(tx, id, true);
    if (campaign.status !== 'published') throw new HttpError(409, 'Only a published campaign can be rolled back');
    const items = (await loadItems(tx, id)).reverse();
    const missing = new Set<string>();
    for (const item of items) {
      const target = CAMPAIGN_TARGETS.get(item.module);
      if (target && !mayApply(session, target, INVERSE[item.action])) missing.add(permissionFor(target, INVERSE[item.action]) ?? item.module);
    }
    if (missing.size > 0) throw new HttpError(403, `You do not hold ${[...missing].join(', ')}: nothing was rolled back`);
    const refusals: { item: ItemRow; target: CampaignTarget | undefined; reason: string }[] = [];
    for (const item of items) {
      const target = CAMPAIGN_TARGETS.get(item.module);
      const reason = target ? await rollbackRefusal(tx, target, publishedOf(item)) : `The module ${item.module} no longer takes campaign items`;
      if (reason) refusals.push({ item, target, reason });
    }
    // Nothing is written then, not even the reasons (the page would read them as a roll back's outcome): the answer names them.
    if (refusals.length > 0) return refusals;
    const context = { request: actingFor(app, session, { id, name: campaign.name }), db: tx };
    for (const item of items) {
      const target = CAMPAIGN_TARGETS.get(item.module) as CampaignTarget;
      await restoreItem(target, publishedOf(item), context).catch((error: unknown) => {
        if (error instanceof HttpError) throw new HttpError(error.statusCode === 400 ? 409 : error.statusCode, `${itemName(item, target)}: ${error.message}: nothing was rolled back`, error.errorMessages);
        throw error;
      });
      await tx.query('UPDATE campaign_items SET rollback = $2 WHERE id = $1', [item.id, JSON.stringify({ status: 'restored' })]);
    }
    await touchCampaign(tx, id, { status: 'rolled-back', rolled_back_at: app.config.now().toISOString() }, app.config.now());
    return [];
  });
  if (refused.length > 0) {
    const why = refused.map(({ item, target, reason }) => `${itemName(item, target)}: ${reason}`).join('; ');
    throw new HttpError(409, `Nothing was rolled back: ${refused.length === 1 ? 'an item is' : `${refused.length} items are`} refused. ${why}`);
  }
  return { refused: [] };
}

const publishedOf = (item: ItemRow) => ({ recordId: item.record_id, action: item.action, beforeRow: item.before_row, afterVersion: item.after_version });
