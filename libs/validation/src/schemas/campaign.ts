// Campaigns: changes of records across content modules, prepared together, reviewed as one, published at
// one moment (now or at a scheduled time) and rolled back as one. The server applies each item through the module's
// own write path; these are the request bodies and the shapes both sides read.
import * as v from 'valibot';
import { integer, maxLength, requiredDateTime, requiredString, string } from '../helpers';
import { messages } from '../messages';
import { hasReservedKeyPart } from '../safe-keys';
import { defineModule } from '../modules/define-module';

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'published', 'failed', 'rolled-back'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_ITEM_ACTIONS = ['create', 'update', 'publish', 'unpublish', 'delete'] as const;
export type CampaignItemAction = (typeof CAMPAIGN_ITEM_ACTIONS)[number];

export const CAMPAIGN_WARNING_KINDS = ['stale', 'missing-file', 'missing-record', 'missing-field', 'no-permission'] as const;
export type CampaignWarningKind = (typeof CAMPAIGN_WARNING_KINDS)[number];

/** The list's tabs: draft holds failed campaigns too (both still to act on), published holds rolled-back ones. */
export const CAMPAIGN_TABS = [
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
  { value: 'all', label: 'All' },
] as const;

const nameField = requiredString('Name', maxLength(200));
const scheduledAtField = requiredDateTime('Scheduled at');
/** A field of the target module's record (checked against its schema on the server); never a prototype key. */
const fieldName = v.pipe(string(), maxLength(100), v.regex(/^[A-Za-z][A-Za-z0-9_]*$/, messages.invalid('field')), v.check((key: string) => !hasReservedKeyPart(key), messages.invalid('field')));
const versionField = integer(messages.required('version'), v.minValue(1, messages.minValue(1)));

/** POST /campaigns. */
export const campaignCreateSchema = v.strictObject({
  name: nameField,
  scheduledAt: v.optional(v.nullable(scheduledAtField), null),
});
export type CampaignCreateInput = v.InferOutput<typeof campaignCreateSchema>;

/** PATCH /campaigns/:id: a new name, with the version the screen loaded. */
export const campaignUpdateSchema = v.strictObject({ name: nameField, version: versionField });
export type CampaignUpdateInput = v.InferOutput<typeof campaignUpdateSchema>;

/** POST /campaigns/:id/schedule. */
export const campaignScheduleSchema = v.strictObject({ scheduledAt: scheduledAtField });
export type CampaignScheduleInput = v.InferOutput<typeof campaignScheduleSchema>;

/**
 * POST /campaigns/:id/items: one change of one record. `values` is the whole record body on create and only the
 * changed fields on update (checked by the module's own schema on the server); `baseVersion` is the record's version
 * the change was prepared against (every action but create).
 */
export const campaignItemSchema = v.strictObject({
  module: v.pipe(string(), v.regex(/^[a-z][a-z0-9-]{0,60}$/, messages.invalid('module'))),
  recordId: v.optional(v.nullable(integer(messages.invalid('record'), v.minValue(1, messages.minValue(1)))), null),
  action: v.picklist(CAMPAIGN_ITEM_ACTIONS, messages.select('action')),
  values: v.optional(v.nullable(v.record(fieldName, v.unknown())), null),
  baseVersion: v.optional(v.nullable(versionField), null),
});
export type CampaignItemInput = v.InferOutput<typeof campaignItemSchema>;

export interface CampaignUser {
  id: number;
  name: string;
}

export interface CampaignFailure {
  itemId: number | null;
  message: string;
  errorMessages?: Record<string, string[]>;
}

export interface Campaign {
  id: number;
  name: string;
  status: CampaignStatus;
  scheduledAt: string | null;
  publishedAt: string | null;
  rolledBackAt: string | null;
  failure: CampaignFailure | null;
  itemCount: number;
  createdBy: CampaignUser | null;
  scheduledBy: CampaignUser | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface CampaignWarning {
  kind: CampaignWarningKind;
  message: string;
  field?: string;
}

export interface CampaignItem {
  id: number;
  campaignId: number;
  module: string;
  recordId: number | null;
  action: CampaignItemAction;
  values: Record<string, unknown> | null;
  baseVersion: number | null;
  preparedBy: CampaignUser | null;
  preparedAt: string;
  label: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  warnings: CampaignWarning[];
  rollback: { status: 'restored' | 'refused'; reason?: string } | null;
}

export type CampaignDetail = Campaign & { items: CampaignItem[] };

export const campaignsModule = defineModule({
  name: 'campaigns',
  item: 'Campaign',
  menu: { label: 'Campaigns', group: 'app-setting', order: 350 },
  access: { group: 'campaign', actions: ['publish'] },
  api: { base: 'admin', path: 'campaigns' },
  schema: campaignCreateSchema,
  list: {
    tabs: CAMPAIGN_TABS,
    searchable: true,
    sortable: ['name', 'scheduledAt', 'publishedAt'],
    defaultSort: { field: 'id', order: 'desc' },
  },
  // A campaign's page is its read-only screen (view/{id}): history and record links lead there.
  forms: { add: 'add', view: 'view/:id' },
  remote: { app: 'content', expose: 'Campaigns', file: 'campaigns/index.tsx' },
});
