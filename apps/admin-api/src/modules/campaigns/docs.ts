// Docs only: the campaign answers as named OpenAPI schemas (libs/validation Campaign, CampaignItem).
import { CAMPAIGN_ITEM_ACTIONS, CAMPAIGN_STATUSES, CAMPAIGN_WARNING_KINDS } from '@backoffice/validation';
import { COMPONENT, named, pageSchema, type JsonObject } from '../../core/doc-schema';

const when = { type: ['string', 'null'], format: 'date-time' };
const stamp = { type: 'string', format: 'date-time' };
const user = { type: ['object', 'null'], required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } };
const object = { type: ['object', 'null'], additionalProperties: true };

export const campaignDoc: JsonObject = named('Campaign', {
  type: 'object',
  required: ['id', 'name', 'status', 'scheduledAt', 'publishedAt', 'rolledBackAt', 'failure', 'itemCount', 'createdBy', 'scheduledBy', 'version', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    name: { type: 'string' },
    status: { type: 'string', enum: [...CAMPAIGN_STATUSES] },
    scheduledAt: when,
    publishedAt: when,
    rolledBackAt: when,
    failure: {
      type: ['object', 'null'],
      description: 'Why the last publish failed: the item (null: the campaign as a whole), the message, the fields',
      required: ['itemId', 'message'],
      properties: { itemId: { type: ['integer', 'null'] }, message: { type: 'string' }, errorMessages: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
    },
    itemCount: { type: 'integer', minimum: 0 },
    createdBy: user,
    scheduledBy: user,
    version: { type: 'integer', minimum: 1 },
    createdAt: stamp,
    updatedAt: stamp,
  },
});

/** Said of every field that shows a record's contents. */
const REDACTED = ' — null for a caller who may not read the module (holds neither its index nor its read permission): they see only module, recordId and action';

export const campaignItemDoc: JsonObject = named('CampaignItem', {
  type: 'object',
  description: `One change of one record. The record's contents (values, before, after, the label) are shown only to a caller who may read its module; to others values, before and after are null and the label is "<Item> #<id>".`,
  required: ['id', 'campaignId', 'module', 'recordId', 'action', 'values', 'baseVersion', 'preparedBy', 'preparedAt', 'label', 'before', 'after', 'warnings', 'rollback'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    campaignId: { type: 'integer', minimum: 1 },
    module: { type: 'string', description: 'The module definition’s name (hotbanner, landing-pages, messages …)' },
    recordId: { type: ['integer', 'null'], description: 'null for a create not yet published' },
    action: { type: 'string', enum: [...CAMPAIGN_ITEM_ACTIONS] },
    values: { ...object, description: `create: the whole record body; update: only the changed fields; else null${REDACTED}` },
    baseVersion: { type: ['integer', 'null'], description: 'The record’s version when the item was prepared' },
    preparedBy: user,
    preparedAt: stamp,
    label: { type: 'string', description: 'The record’s name for staff ("<Item> #<id>" for a caller who may not read the module)' },
    before: { ...object, description: `The record as it is now (after publishing: as it was before the campaign)${REDACTED}` },
    after: { ...object, description: `What the record will be (after publishing: what it became)${REDACTED}` },
    warnings: {
      type: 'array',
      items: { type: 'object', required: ['kind', 'message'], properties: { kind: { type: 'string', enum: [...CAMPAIGN_WARNING_KINDS] }, message: { type: 'string' }, field: { type: 'string' } } },
    },
    rollback: { type: ['object', 'null'], required: ['status'], properties: { status: { type: 'string', enum: ['restored', 'refused'] }, reason: { type: 'string' } } },
  },
});

// The campaign's own fields and its items page, in one object: an answer is checked closed (no field its schema does
// not name), which a campaign schema reached through allOf would read as refusing the items.
const { [COMPONENT]: _name, ...campaignFields } = campaignDoc as JsonObject & { [COMPONENT]?: string };
export const campaignDetailDoc: JsonObject = named('CampaignDetail', {
  ...campaignFields,
  required: [...(campaignFields.required ?? []), 'items', 'itemsPage'],
  properties: {
    ...campaignFields.properties,
    items: { type: 'array', items: campaignItemDoc, description: 'One page of the items, in order (itemsPage; itemCount is all of them)' },
    itemsPage: {
      type: 'object',
      required: ['page', 'pageSize', 'total'],
      properties: { page: { type: 'integer', minimum: 1 }, pageSize: { type: 'integer', minimum: 1 }, total: { type: 'integer', minimum: 0 } },
    },
  },
});

export const campaignPageDoc: JsonObject = named('CampaignPage', pageSchema(campaignDoc));

export const rollbackDoc: JsonObject = named('CampaignRollback', {
  type: 'object',
  required: ['campaign', 'refused'],
  properties: {
    campaign: campaignDoc,
    refused: { type: 'array', description: 'Always empty: a roll back restores every item or nothing (403 / 409 otherwise, naming why)', items: { type: 'object', required: ['itemId', 'reason'], properties: { itemId: { type: 'integer' }, reason: { type: 'string' } } } },
  },
});

export const campaignModulesDoc: JsonObject = named('CampaignModules', {
  type: 'object',
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['module', 'item', 'actions'],
        properties: { module: { type: 'string' }, item: { type: 'string' }, actions: { type: 'array', items: { type: 'string', enum: [...CAMPAIGN_ITEM_ACTIONS] } } },
      },
    },
  },
});
