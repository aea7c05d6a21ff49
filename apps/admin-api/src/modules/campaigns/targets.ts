// What a campaign can change: the content modules the resource engine serves (not roles or users, which are
// accounts, not site content), each with its writer (the same functions a direct edit runs), the permission each
// action needs, and how that module publishes and unpublishes a record (docs/decisions.md).
import { hasPermission, modulePermission, type CampaignItemAction, type ModuleAction } from '@backoffice/validation';
import { RESOURCES } from '../../resources';
import type { ResourceDefinition } from '../../resource/definition';
import { recordWriter, type RecordWriter } from '../../resource/record-writer';
import type { Session } from '../../core/session';

/** Modules that are accounts and access, not content: a campaign never touches them. */
const NOT_CONTENT = new Set(['roles', 'users']);

/**
 * How a module publishes: its own status operation (landing pages: PATCH …/status), a boolean field it stores
 * (isActive, sitemap's included), or none (records that go live by their dates only: publish is then refused).
 */
export type PublishRule =
  | { kind: 'operation'; name: string; body: (publish: boolean) => Record<string, unknown> }
  | { kind: 'field'; field: string }
  | { kind: 'none' };

export interface CampaignTarget {
  name: string;
  definition: ResourceDefinition;
  writer: RecordWriter;
  publish: PublishRule;
}

const OWN_PUBLISH_RULES: Readonly<Record<string, PublishRule>> = {
  'landing-pages': { kind: 'operation', name: 'status', body: (publish) => ({ status: publish ? 'published' : 'draft', publishAt: null }) },
  sitemap: { kind: 'field', field: 'included' },
};

function publishRuleOf(definition: ResourceDefinition): PublishRule {
  const own = OWN_PUBLISH_RULES[definition.module.name];
  if (own) return own;
  if (definition.status?.active) return { kind: 'field', field: definition.status.active };
  return { kind: 'none' };
}

const serves = (definition: ResourceDefinition, route: 'create' | 'update' | 'delete') => !definition.routes || definition.routes.includes(route);

export const CAMPAIGN_TARGETS: ReadonlyMap<string, CampaignTarget> = new Map(
  (RESOURCES as readonly ResourceDefinition[])
    .filter((definition) => !NOT_CONTENT.has(definition.module.name) && serves(definition, 'update'))
    .map((definition) => [definition.module.name, { name: definition.module.name, definition, writer: recordWriter(definition), publish: publishRuleOf(definition) }]),
);

/** The module's action a campaign action is: publish / unpublish are the operation's own need, else an update. */
function moduleActionOf(target: CampaignTarget, action: CampaignItemAction): ModuleAction {
  if (action === 'create' || action === 'delete') return action;
  if (action === 'update') return 'update';
  const rule = target.publish;
  if (rule.kind === 'operation') return target.definition.module.operations?.[rule.name]?.needs ?? 'update';
  return 'update';
}

/** The permission the action needs in the target module (undefined: a signed-in-only module, anyone may). */
export function permissionFor(target: CampaignTarget, action: CampaignItemAction): string | undefined {
  return modulePermission(target.definition.module, moduleActionOf(target, action));
}

export function mayApply(session: Pick<Session, 'permissions' | 'allPermissions'>, target: CampaignTarget, action: CampaignItemAction): boolean {
  const permission = permissionFor(target, action);
  return permission === undefined || hasPermission(session, permission);
}

/** Whether the module serves this action at all (a module without a publish state cannot be published). */
export function offers(target: CampaignTarget, action: CampaignItemAction): boolean {
  if (action === 'create' || action === 'delete') return serves(target.definition, action);
  if (action === 'publish' || action === 'unpublish') return target.publish.kind !== 'none';
  return true;
}

/** The name a record shows to staff: its label path or name field, else its first search field, else "<Item> #id". */
export function recordLabel(target: CampaignTarget, record: Record<string, unknown> | null, id: number | null): string {
  const { definition } = target;
  for (const field of [definition.labelPath, definition.nameField, ...(definition.searchFields ?? [])]) {
    const value = field ? readPath(record, field) : undefined;
    if (typeof value === 'string' && value.trim() !== '') return value.slice(0, 200);
  }
  return id === null ? `New ${definition.module.item.toLowerCase()}` : `${definition.module.item} #${id}`;
}

/** A field of a record, following dots into objects (landing pages keep their fields under `config`). */
function readPath(record: Record<string, unknown> | null, field: string): unknown {
  if (!record) return undefined;
  if (field in record) return record[field];
  if (field.includes('.')) {
    // A dotted name follows own keys only (a record's JSON never reaches the prototype).
    let value: unknown = record;
    for (const key of field.split('.')) value = value && typeof value === 'object' && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
    return value;
  }
  const config = record.config as Record<string, unknown> | undefined;
  return config && typeof config === 'object' ? config[field] : undefined;
}

