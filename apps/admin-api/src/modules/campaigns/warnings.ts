// What the review shows beside each item, for the person looking: the record changed since the item was prepared,
// a file or the record itself gone, a required field missing, an item this person may not apply.
import * as v from 'valibot';
import { fileReferencePath, issueText, type CampaignWarning } from '@backoffice/validation';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../../core/session';
import type { Db } from '../../db/db';
import { moduleNamed } from '../../core/module-catalog';
import { valuesAt } from '../../resource/image-rules';
import type { StoredRecord } from '../../resource/definition';
import { storageFor } from '../files/storage/storage-for-app';
import { HttpError } from '../../http/errors';
import { actingFor, applyItem } from './apply';
import type { ItemRow } from './repository';
import { CAMPAIGN_TARGETS, mayApply, offers, permissionFor, type CampaignTarget } from './targets';

/** Items not applied yet are read against the records as they are now. */
const PENDING = new Set(['draft', 'scheduled', 'failed']);

async function currentRecord(db: Db, target: CampaignTarget, id: number | null): Promise<StoredRecord | null> {
  if (id === null) return null;
  return target.writer.store.load(db, id).catch(() => null);
}

/** What the record will be after the item: the stored record with the change, as the screen's diff shows it. */
export function previewAfter(target: CampaignTarget, item: Pick<ItemRow, 'action' | 'values'>, current: StoredRecord | null): Record<string, unknown> | null {
  if (item.action === 'create') return { ...item.values };
  if (!current) return null;
  if (item.action === 'update') return { ...current, ...item.values };
  if (item.action === 'delete') return null;
  const publish = item.action === 'publish';
  const rule = target.publish;
  if (rule.kind === 'operation') return { ...current, ...rule.body(publish) };
  if (rule.kind === 'field') return { ...current, [rule.field]: publish };
  return { ...current };
}

const valueAtPath = (record: unknown, path: string | null): unknown =>
  path === null ? undefined : path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' && Object.prototype.hasOwnProperty.call(node, key) ? (node as Record<string, unknown>)[key] : undefined), record);

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** The fields a module's schema refuses as missing in the record the item would leave. */
function missingFields(target: CampaignTarget, record: Record<string, unknown>, create: boolean): CampaignWarning[] {
  const schema = create ? target.definition.module.schema : target.writer.editSchema;
  const fields = Object.keys(target.writer.editEntries);
  const input = create ? record : Object.fromEntries(fields.filter((f) => f in record).map((f) => [f, record[f]]));
  const result = v.safeParse(schema, input);
  if (result.success) return [];
  return result.issues
    .filter((issue) => isEmpty(valueAtPath(input, v.getDotPath(issue))))
    .map((issue) => ({ kind: 'missing-field' as const, field: v.getDotPath(issue) ?? undefined, message: issueText(issue) }));
}

/** Stored-file links of the record (its file fields and image fields) that name no stored file any more. */
async function missingFiles(app: FastifyInstance, target: CampaignTarget, record: Record<string, unknown>): Promise<CampaignWarning[]> {
  const paths = [...(target.definition.fileFields ?? []), ...Object.keys(moduleNamed(target.name)?.images ?? {})];
  const links = [...new Map(paths.flatMap((path) => valuesAt(record, path)).map((found) => [found.path, found.value])).entries()];
  const warnings: CampaignWarning[] = [];
  if (links.length === 0) return warnings;
  const storage = await storageFor(app);
  for (const [field, link] of links) {
    const key = fileReferencePath(link);
    if (key === null) continue;
    const entry = await storage.stat(key);
    if (!entry || entry.isDir) warnings.push({ kind: 'missing-file', field, message: `The file ${link} no longer exists` });
  }
  return warnings;
}

/** A field naming another record by its id (`config.permanentPromotion.id`, `eventId`). */
const REFERENCE_FIELD = /(^|\.)id$|Id$/;

/**
 * Records the item names that no longer exist: the item is applied as its module would apply it, in a transaction
 * rolled back at once, and a refusal on a reference field (the module's own check, e.g. landing's permanent
 * promotion) is the warning. Fields already warned of are not repeated.
 */
async function missingReferences(app: FastifyInstance, target: CampaignTarget, item: ItemRow, session: Session, known: readonly CampaignWarning[]): Promise<CampaignWarning[]> {
  if (item.action !== 'create' && item.action !== 'update') return [];
  const refusal = await app.db
    .transaction(async (tx) => {
      const change = { recordId: item.record_id, action: item.action, values: item.values, baseVersion: item.base_version };
      await applyItem(target, change, { request: actingFor(app, session, { id: item.campaign_id, name: '' }), db: tx });
      throw new DryRun();
    })
    .catch((error: unknown) => {
      if (error instanceof HttpError) return error;
      // The review never fails on a dry run: publishing reports the same refusal with its item.
      if (!(error instanceof DryRun)) app.log.warn({ err: error, item: item.id }, 'campaign item dry run failed');
      return null;
    });
  const warned = new Set(known.map((w) => w.field));
  return Object.entries(refusal?.errorMessages ?? {})
    .filter(([field]) => REFERENCE_FIELD.test(field) && !warned.has(field))
    .map(([field, texts]) => ({ kind: 'missing-record' as const, field, message: texts.join(' ') }));
}

class DryRun extends Error {}

export interface ReviewedItem {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  warnings: CampaignWarning[];
}

/**
 * A record as its diff shows it: without the fields the module derives from others (messages' `messageTitle` is its
 * Polish title), so each change is listed once, under the field staff edit.
 */
function ownFields(target: CampaignTarget | undefined, record: Record<string, unknown> | null): Record<string, unknown> | null {
  const derived = target?.definition.recordFields;
  if (!record || !derived) return record;
  return Object.fromEntries(Object.entries(record).filter(([key]) => !Object.hasOwn(derived, key)));
}

/** Before, after and warnings of one item for `session`, against the records as they are now (or as published). */
export async function reviewItem(app: FastifyInstance, item: ItemRow, campaignStatus: string, session: Session): Promise<ReviewedItem> {
  const reviewed = await reviewRecords(app, item, campaignStatus, session);
  const target = CAMPAIGN_TARGETS.get(item.module);
  return { ...reviewed, before: ownFields(target, reviewed.before), after: ownFields(target, reviewed.after) };
}

async function reviewRecords(app: FastifyInstance, item: ItemRow, campaignStatus: string, session: Session): Promise<ReviewedItem> {
  const target = CAMPAIGN_TARGETS.get(item.module);
  if (!target) return { before: item.before, after: item.after, warnings: [{ kind: 'missing-record', message: `The module ${item.module} no longer takes campaign items` }] };
  const warnings: CampaignWarning[] = [];
  if (!mayApply(session, target, item.action) || !offers(target, item.action)) {
    warnings.push({ kind: 'no-permission', message: `You do not hold ${permissionFor(target, item.action) ?? 'the permission'} to ${item.action} this ${target.definition.module.item.toLowerCase()}` });
  }
  if (!PENDING.has(campaignStatus)) return { before: item.before, after: item.after, warnings };
  const current = await currentRecord(app.db, target, item.record_id);
  const deleted = Boolean(current && target.definition.module.softDelete && current.deletedAt);
  if (item.record_id !== null && (!current || deleted)) {
    warnings.push({ kind: 'missing-record', message: `${target.definition.module.item} #${item.record_id} no longer exists` });
    return { before: current, after: null, warnings };
  }
  if (current && item.base_version !== null && current.version !== item.base_version) {
    warnings.push({ kind: 'stale', message: `${target.definition.module.item} changed since this item was prepared (version ${item.base_version}, now ${current.version})` });
  }
  const after = previewAfter(target, item, current);
  if (after && (item.action === 'create' || item.action === 'update')) {
    warnings.push(...missingFields(target, after, item.action === 'create'));
  }
  if (after) warnings.push(...(await missingFiles(app, target, after)));
  if (!warnings.some((w) => w.kind === 'stale')) warnings.push(...(await missingReferences(app, target, item, session, warnings)));
  return { before: current, after, warnings };
}

