// /api/v1/campaigns: campaigns and their items, review with warnings, publish now or at a scheduled time,
// unschedule, roll back. Every route checks campaign.*; an item is also checked against the caller's permission in
// its own module when prepared, and again for the acting person when the campaign runs.
import * as v from 'valibot';
import {
  CAMPAIGN_ITEM_ACTIONS,
  campaignCreateSchema,
  campaignItemSchema,
  campaignScheduleSchema,
  campaignsModule,
  type ModuleAction,
  campaignUpdateSchema,
  listQuerySchema,
  messages,
  moduleListSpec,
  type CampaignItem,
  type CampaignItemInput,
} from '@backoffice/validation';
import { can } from '../../core/access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkedBy, docSchema, jsonSchemaOf, type RoutesApp } from '../../core/doc-schema';
import { startIntervalJob } from '../../core/interval-job';
import type { Session } from '../../core/session';
import { HttpError, staleVersion } from '../../http/errors';
import { mayWatchModule } from '../live/access';
import { actingFor, applyItem } from './apply';
import { campaignDetailDoc, campaignDoc, campaignItemDoc, campaignModulesDoc, campaignPageDoc, rollbackDoc } from './docs';
import { CAMPAIGN_COLUMNS, loadCampaign, loadItems, toCampaign, touchCampaign, type CampaignRow, type ItemRow } from './repository';
import { publishDueCampaigns, rollbackCampaign, runCampaign } from './run';
import { CAMPAIGN_TARGETS, mayApply, offers, permissionFor, recordLabel } from './targets';
import { previewAfter, reviewItem } from './warnings';

const tags = ['campaigns'];

/** A new campaign has no items, so it is never scheduled on create (refused): its body says scheduledAt is none. */
const createJson = jsonSchemaOf(campaignCreateSchema);
const createBody = checkedBy({
  ...createJson,
  properties: { ...createJson.properties, scheduledAt: { type: 'null', description: 'A new campaign has no items yet: leave it out or send null, and schedule it once its items are added (a date: "Add items first, then schedule the campaign")' } },
}, campaignCreateSchema);
const id = v.pipe(v.string(), v.regex(/^\d{1,9}$/, messages.invalid('id')), v.transform(Number));
const idParams = v.strictObject({ id });
const itemParams = v.strictObject({ id, itemId: id });
/** A page of a campaign's items: a whole number from 1 up to `max`. */
const pageNumber = (name: string, max: number) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d{1,4}$/, messages.invalid(name)), v.transform(Number), v.minValue(1, messages.minValue(1)), v.maxValue(max, messages.maxValue(max))));
/** The most items one page of GET /campaigns/:id holds (CAMPAIGN_MAX_ITEMS is at most this too). */
const MAX_ITEMS_PAGE = 1_000;
const itemPageQuery = v.strictObject({ page: pageNumber('page', 9_999), pageSize: pageNumber('pageSize', MAX_ITEMS_PAGE) });
const listSchema = listQuerySchema(moduleListSpec(campaignsModule));
const TAB_SQL: Readonly<Record<string, string>> = {
  draft: "c.status IN ('draft', 'failed')",
  scheduled: "c.status = 'scheduled'",
  published: "c.status IN ('published', 'rolled-back')",
  all: 'TRUE',
};
const SORT_SQL: Readonly<Record<string, string>> = { id: 'c.id', name: 'lower(c.name)', scheduledAt: 'c.scheduled_at', publishedAt: 'c.published_at', createdAt: 'c.created_at', updatedAt: 'c.updated_at' };
/** Items can change only while nothing is about to go out or has gone out (locked while scheduled). */
const EDITABLE = new Set(['draft', 'failed']);

const access = (action: ModuleAction<typeof campaignsModule>) => can(campaignsModule, action).access;

/** Thrown inside a dry run's transaction so that nothing it wrote stays. */
class DryRun extends Error {
  constructor(readonly after: Record<string, unknown> | null) {
    super('dry run');
  }
}

function lockedError(status: string): HttpError {
  if (status === 'scheduled') return new HttpError(409, 'The campaign is scheduled: unschedule it to change its items');
  return new HttpError(409, `The campaign is ${status}: its items can no longer change`);
}

/** A campaign holds at most CAMPAIGN_MAX_ITEMS items (reviewed on one screen, published in one transaction). */
const fullError = (max: number) => new HttpError(400, 'Validation failed', { items: [`A campaign holds at most ${max} items: publish this one, or start another`] });

async function campaignAnswer(app: FastifyInstance, campaignId: number) {
  return toCampaign(await loadCampaign(app.db, campaignId));
}

/** The name a record shows to someone who may not read its module: its module's item and its id, nothing of its own. */
function plainLabel(row: ItemRow): string {
  const item = CAMPAIGN_TARGETS.get(row.module)?.definition.module.item ?? 'Record';
  return row.record_id === null ? `New ${item.toLowerCase()}` : `${item} #${row.record_id}`;
}

/**
 * An item as `session` may see it: the record's contents (values, before, after, its label) only to those who may
 * read its module, as the live feed decides (live/access.ts); the rest still see which module, record and action.
 */
function toItem(row: ItemRow, review: { before: Record<string, unknown> | null; after: Record<string, unknown> | null; warnings: CampaignItem['warnings'] }, session: Session): CampaignItem {
  const item = wholeItem(row, review);
  return mayWatchModule(session, row.module) ? item : { ...item, values: null, before: null, after: null, label: plainLabel(row) };
}

function wholeItem(row: ItemRow, review: { before: Record<string, unknown> | null; after: Record<string, unknown> | null; warnings: CampaignItem['warnings'] }): CampaignItem {
  return {
    id: row.id,
    campaignId: row.campaign_id,
    module: row.module,
    recordId: row.record_id,
    action: row.action,
    values: row.values,
    baseVersion: row.base_version,
    preparedBy: row.prepared_by_user,
    preparedAt: new Date(row.prepared_at).toISOString(),
    label: row.label,
    before: review.before,
    after: review.after,
    warnings: review.warnings,
    rollback: row.rollback,
  };
}

/** Checks an item as its module would at a direct edit, by applying it in a transaction that is then rolled back. */
async function prepareItem(app: FastifyInstance, request: FastifyRequest, campaign: CampaignRow, input: CampaignItemInput) {
  const target = CAMPAIGN_TARGETS.get(input.module);
  if (!target) throw new HttpError(400, 'Validation failed', { module: ['This module does not take campaign items'] });
  if (!offers(target, input.action)) throw new HttpError(400, 'Validation failed', { action: [`${target.definition.module.item} records cannot be changed this way (${input.action})`] });
  if (!mayApply(request.session, target, input.action)) throw new HttpError(403, `You do not hold ${permissionFor(target, input.action)}`);
  const creates = input.action === 'create';
  if (creates && input.recordId !== null) throw new HttpError(400, 'Validation failed', { recordId: ['A new record has no id yet'] });
  if (!creates && input.recordId === null) throw new HttpError(400, 'Validation failed', { recordId: [messages.required('Record')] });
  const takesValues = creates || input.action === 'update';
  if (takesValues && !input.values) throw new HttpError(400, 'Validation failed', { values: [messages.required('Values')] });
  if (!takesValues && input.values) throw new HttpError(400, 'Validation failed', { values: [`A ${input.action} takes no values`] });
  // `version` is the item's baseVersion, never a change: an update of nothing else changes nothing.
  if (input.action === 'update' && Object.keys(input.values ?? {}).filter((field) => field !== 'version').length === 0) throw new HttpError(400, 'Validation failed', { values: ['Change at least one field'] });
  const current = input.recordId === null ? null : await target.writer.store.load(app.db, input.recordId);
  if (current && input.recordId !== null) {
    const { rows } = await app.db.query('SELECT 1 FROM campaign_items WHERE campaign_id = $1 AND module = $2 AND record_id = $3', [campaign.id, target.name, input.recordId]);
    if (rows[0]) throw new HttpError(409, 'This record already has an item in this campaign: remove that one first');
  }
  const change = { recordId: input.recordId, action: input.action, values: input.values, baseVersion: current ? (input.baseVersion ?? current.version) : null };
  // The module's own schema, hooks, image rules and version guard, as the real write will run them.
  try {
    await app.db.transaction(async (tx) => {
      const applied = await applyItem(target, change, { request: actingFor(app, request.session, { id: campaign.id, name: campaign.name }), db: tx });
      throw new DryRun(applied.after);
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
  const label = recordLabel(target, previewAfter(target, change, current) ?? current, input.recordId);
  return { target, change, label };
}

export default async function campaignRoutes(app: RoutesApp): Promise<void> {
  app.get('/campaigns', { config: { access: access('index') }, schema: docSchema({ operationId: 'listCampaigns', tags, summary: 'List campaigns (tab: draft (with failed), scheduled, published (with rolled back), all; search, sort, page)', querystring: listSchema, data: campaignPageDoc }) }, async (request) => {
    const query = request.query;
    const where = [TAB_SQL[query.status ?? 'draft'] ?? 'TRUE'];
    const params: unknown[] = [];
    if (query.search) {
      params.push(`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`c.name ILIKE $${params.length}`);
    }
    const order = `${SORT_SQL[query.sort] ?? 'c.id'} ${query.order === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, c.id DESC`;
    params.push(query.pageSize, (query.page - 1) * query.pageSize);
    const { rows } = await app.db.query<CampaignRow & { total_count: string }>(
      `SELECT ${CAMPAIGN_COLUMNS}, count(*) OVER () AS total_count FROM campaigns c WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    let total = rows[0] ? Number(rows[0].total_count) : 0;
    if (!rows[0] && query.page > 1) {
      const count = await app.db.query<{ n: string }>(`SELECT count(*) AS n FROM campaigns c WHERE ${where.join(' AND ')}`, params.slice(0, -2));
      total = Number(count.rows[0].n);
    }
    return { data: { items: rows.map(toCampaign), total, page: query.page, pageSize: query.pageSize } };
  });

  app.get('/campaigns/modules', { config: { access: access('index') }, schema: docSchema({ operationId: 'listCampaignModules', tags, summary: 'The modules a campaign can change, and the actions each takes (where "Add to campaign…" is offered)', data: campaignModulesDoc }) }, async () => {
    const items = [...CAMPAIGN_TARGETS.values()].map((target) => ({
      module: target.name,
      item: target.definition.module.item,
      actions: CAMPAIGN_ITEM_ACTIONS.filter((action) => offers(target, action)),
    }));
    return { data: { items } };
  });

  app.post('/campaigns', { config: { access: access('create') }, schema: docSchema({ operationId: 'createCampaign', tags, summary: 'Create a campaign (a draft: add its items, then schedule it)', body: createBody, data: campaignDoc, status: 201 }) }, async (request, reply) => {
    const input = request.body;
    if (input.scheduledAt) throw new HttpError(400, 'Validation failed', { scheduledAt: ['Add items first, then schedule the campaign'] });
    const { rows } = await app.db.query<{ id: number }>('INSERT INTO campaigns (name, created_by, created_at, updated_at) VALUES ($1, $2, $3, $3) RETURNING id', [input.name, request.session.userId, app.config.now().toISOString()]);
    reply.status(201);
    return { data: await campaignAnswer(app, rows[0].id), message: 'Campaign created successfully' };
  });

  app.get('/campaigns/:id', { config: { access: access('read') }, schema: docSchema({ operationId: 'getCampaign', tags, summary: 'One campaign with a page of its items (page, pageSize: by default the first CAMPAIGN_MAX_ITEMS, i.e. all): each with before, after and the warnings for the caller', params: idParams, querystring: itemPageQuery, data: campaignDetailDoc, errors: [404] }) }, async (request) => {
    const { id: campaignId } = request.params;
    const query = request.query;
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? Math.min(app.config.campaignMaxItems, MAX_ITEMS_PAGE);
    const campaign = await loadCampaign(app.db, campaignId);
    const items = await loadItems(app.db, campaignId, { limit: pageSize, offset: (page - 1) * pageSize });
    const reviewed = [];
    for (const item of items) reviewed.push(toItem(item, await reviewItem(app, item, campaign.status, request.session), request.session));
    return { data: { ...toCampaign(campaign), items: reviewed, itemsPage: { page, pageSize, total: Number(campaign.item_count) } } };
  });

  app.patch('/campaigns/:id', { config: { access: access('update') }, schema: docSchema({ operationId: 'updateCampaign', tags, summary: 'Rename a campaign (send the version you loaded; 409 when stale)', params: idParams, body: campaignUpdateSchema, data: campaignDoc, errors: [404, 409] }) }, async (request) => {
    const { id: campaignId } = request.params;
    const input = request.body;
    await app.db.transaction(async (tx) => {
      const campaign = await loadCampaign(tx, campaignId, true);
      if (campaign.version !== input.version) throw staleVersion();
      await touchCampaign(tx, campaignId, { name: input.name }, app.config.now());
    });
    return { data: await campaignAnswer(app, campaignId), message: 'Campaign updated successfully' };
  });

  app.delete('/campaigns/:id', { config: { access: access('delete') }, schema: docSchema({ operationId: 'deleteCampaign', tags, summary: 'Delete a draft or failed campaign', params: idParams, data: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } }, errors: [404, 409] }) }, async (request) => {
    const { id: campaignId } = request.params;
    await app.db.transaction(async (tx) => {
      const campaign = await loadCampaign(tx, campaignId, true);
      if (!EDITABLE.has(campaign.status)) throw new HttpError(409, `A ${campaign.status} campaign cannot be deleted`);
      await tx.query('DELETE FROM campaigns WHERE id = $1', [campaignId]);
    });
    return { data: { id: campaignId }, message: 'Campaign deleted successfully' };
  });

  app.post('/campaigns/:id/items', { config: { access: access('update') }, schema: docSchema({ operationId: 'addCampaignItem', tags, summary: 'Prepare one change of one record (checked now with the module’s schema and the caller’s permission)', params: idParams, body: campaignItemSchema, data: campaignItemDoc, status: 201, errors: [403, 404, 409] }) }, async (request, reply) => {
    const { id: campaignId } = request.params;
    const input = request.body;
    const campaign = await loadCampaign(app.db, campaignId);
    if (!EDITABLE.has(campaign.status)) throw lockedError(campaign.status);
    if (Number(campaign.item_count) >= app.config.campaignMaxItems) throw fullError(app.config.campaignMaxItems);
    const { target, change, label } = await prepareItem(app, request, campaign, input);
    const itemId = await app.db.transaction(async (tx) => {
      const locked = await loadCampaign(tx, campaignId, true);
      if (!EDITABLE.has(locked.status)) throw lockedError(locked.status);
      // Counted again under the campaign's lock: two adds at once cannot both take the last place.
      if (Number(locked.item_count) >= app.config.campaignMaxItems) throw fullError(app.config.campaignMaxItems);
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO campaign_items (campaign_id, position, module, record_id, action, "values", base_version, label, prepared_by, prepared_at)
         VALUES ($1, (SELECT coalesce(max(position), 0) + 1 FROM campaign_items WHERE campaign_id = $1), $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [campaignId, target.name, change.recordId, change.action, change.values ? JSON.stringify(change.values) : null, change.baseVersion, label, request.session.userId, app.config.now().toISOString()],
      );
      await touchCampaign(tx, campaignId, { failure: null }, app.config.now());
      return rows[0].id;
    });
    const row = (await loadItems(app.db, campaignId)).find((item) => item.id === itemId) as ItemRow;
    reply.status(201);
    return { data: toItem(row, await reviewItem(app, row, campaign.status, request.session), request.session), message: 'Added to the campaign' };
  });

  app.delete('/campaigns/:id/items/:itemId', { config: { access: access('update') }, schema: docSchema({ operationId: 'removeCampaignItem', tags, summary: 'Remove an item from a draft or failed campaign', params: itemParams, data: campaignDoc, errors: [404, 409] }) }, async (request) => {
    const { id: campaignId, itemId } = request.params;
    await app.db.transaction(async (tx) => {
      const campaign = await loadCampaign(tx, campaignId, true);
      if (!EDITABLE.has(campaign.status)) throw lockedError(campaign.status);
      const { rows } = await tx.query('DELETE FROM campaign_items WHERE id = $1 AND campaign_id = $2 RETURNING id', [itemId, campaignId]);
      if (!rows[0]) throw new HttpError(404, 'Campaign item not found');
      await touchCampaign(tx, campaignId, {}, app.config.now());
    });
    return { data: await campaignAnswer(app, campaignId), message: 'Removed from the campaign' };
  });

  app.post('/campaigns/:id/schedule', { config: { access: access('publish') }, schema: docSchema({ operationId: 'scheduleCampaign', tags, summary: 'Schedule a draft or failed campaign (it runs with the scheduler’s permissions at that time)', params: idParams, body: campaignScheduleSchema, data: campaignDoc, errors: [404, 409] }) }, async (request) => {
    const { id: campaignId } = request.params;
    const { scheduledAt } = request.body;
    const now = app.config.now();
    if (new Date(scheduledAt).getTime() < now.getTime() - 60_000) throw new HttpError(400, 'Validation failed', { scheduledAt: ['Scheduled time must not be in the past'] });
    await app.db.transaction(async (tx) => {
      const campaign = await loadCampaign(tx, campaignId, true);
      if (!EDITABLE.has(campaign.status)) throw new HttpError(409, `A ${campaign.status} campaign cannot be scheduled`);
      if (Number(campaign.item_count) === 0) throw new HttpError(409, 'The campaign has no items');
      await touchCampaign(tx, campaignId, { status: 'scheduled', scheduled_at: new Date(scheduledAt).toISOString(), scheduled_by: request.session.userId, failure: null }, now);
    });
    return { data: await campaignAnswer(app, campaignId), message: 'Campaign scheduled' };
  });

  app.post('/campaigns/:id/unschedule', { config: { access: access('publish') }, schema: docSchema({ operationId: 'unscheduleCampaign', tags, summary: 'Take a scheduled campaign back to draft (its items can change again)', params: idParams, data: campaignDoc, errors: [404, 409] }) }, async (request) => {
    const { id: campaignId } = request.params;
    await app.db.transaction(async (tx) => {
      const campaign = await loadCampaign(tx, campaignId, true);
      if (campaign.status !== 'scheduled') throw new HttpError(409, 'The campaign is not scheduled');
      await touchCampaign(tx, campaignId, { status: 'draft', scheduled_at: null, scheduled_by: null }, app.config.now());
    });
    return { data: await campaignAnswer(app, campaignId), message: 'Campaign unscheduled' };
  });

  app.post('/campaigns/:id/publish', { config: { access: access('publish') }, schema: docSchema({ operationId: 'publishCampaign', tags, summary: 'Publish every item now, in one transaction; a failing item applies nothing (409, the campaign stored as failed)', params: idParams, data: campaignDoc, errors: [404, 409] }) }, async (request) => {
    const { id: campaignId } = request.params;
    const campaign = await loadCampaign(app.db, campaignId);
    if (!EDITABLE.has(campaign.status)) throw new HttpError(409, `A ${campaign.status} campaign cannot be published${campaign.status === 'scheduled' ? ': unschedule it first' : ''}`);
    if (Number(campaign.item_count) === 0) throw new HttpError(409, 'The campaign has no items');
    const outcome = await runCampaign(app, campaignId, { kind: 'now', session: request.session as Session });
    if (outcome.status === 'skipped') throw new HttpError(409, 'The campaign changed meanwhile: reload it');
    if (outcome.status === 'failed') throw new HttpError(409, outcome.failure.message, outcome.failure.errorMessages);
    return { data: await campaignAnswer(app, campaignId), message: 'Campaign published' };
  });

  app.post('/campaigns/:id/rollback', { config: { access: access('publish') }, schema: docSchema({ operationId: 'rollbackCampaign', tags, summary: 'Restore every record the campaign changed, in one transaction, all or nothing: 403 when the caller may not restore every item (naming the permission), 409 when a record changed again since (naming the items)', params: idParams, data: rollbackDoc, errors: [403, 404, 409] }) }, async (request) => {
    const { id: campaignId } = request.params;
    const { refused } = await rollbackCampaign(app, campaignId, request.session);
    return { data: { campaign: await campaignAnswer(app, campaignId), refused }, message: 'Campaign rolled back' };
  });

  startIntervalJob(app, {
    name: 'campaign scheduler tick',
    intervalMs: campaignSchedulerInterval(),
    tick: async () => {
      const ids = await publishDueCampaigns(app);
      if (ids.length > 0) app.log.info({ ids }, 'scheduled campaigns published');
    },
  });
}

const DEFAULT_INTERVAL_MS = 15_000;

function campaignSchedulerInterval(): number {
  const fromEnv = Number(process.env.CAMPAIGN_SCHEDULER_INTERVAL_MS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_INTERVAL_MS;
}
