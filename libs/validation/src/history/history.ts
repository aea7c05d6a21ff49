// The history (audit trail) as both sides read it: an entry's shape, the field-level diff the server stores with
// every write, the list contract of the global history screen, and how a record's earlier version is rebuilt
// from its entries ("Restore this version" sends that as a normal update).
import * as v from 'valibot';
import { maxLength, string } from '../helpers';
import type { ListSpec } from '../list/list-contract';
import { messages } from '../messages';
import { defineModule } from '../modules/define-module';
import { hasReservedKeyPart } from '../safe-keys';

/** What a history entry says happened; a module's own operations add their names (publish, unpublish, order …). */
export type HistoryAction = 'create' | 'update' | 'delete' | 'restore' | 'bulk edit' | 'prune' | (string & {});

/** One changed field: a dot path into the record (`config.hero.headline`) and its value before and after. */
export interface HistoryChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

export interface HistoryEntry {
  /** `h12` (a record change) or `f7` (a file-manager change): two stores read as one trail. */
  id: string;
  at: string;
  userId: number | null;
  userEmail: string;
  module: string;
  recordId: string;
  action: HistoryAction;
  /** The record's version after the change (absent for files and prunes). */
  version: number | null;
  changes: HistoryChange[];
  /** What is not a field diff: a file's new path, how many entries a prune removed. */
  detail: Record<string, unknown>;
}

/** Never written into the trail, at any depth: secrets (a hash is still a secret). */
export const HISTORY_OMITTED_FIELDS: readonly string[] = ['password', 'passwordHash', 'passwordRepeat', 'token', 'tokenHash', 'storageKey', 'secret'];

/** Bookkeeping every write moves; shown by the entry itself (who, when, version), not as a change. */
const BOOKKEEPING = new Set(['id', 'version', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaves of a record as dot paths; arrays are compared (and restored) whole. */
function flatten(value: Record<string, unknown>, prefix: string, out: Map<string, unknown>, omit: ReadonlySet<string>): void {
  for (const [key, child] of Object.entries(value)) {
    if (omit.has(key) || (prefix === '' && BOOKKEEPING.has(key)) || child === undefined) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(child) && Object.keys(child).length > 0) flatten(child, path, out, omit);
    else out.set(path, child);
  }
}

/**
 * The fields that differ between two states of a record (either may be empty: create, delete), secrets left out.
 * Example: `historyDiff({ name: 'A' }, { name: 'B' })` → `[{ field: 'name', before: 'A', after: 'B' }]`.
 */
export function historyDiff(before: Record<string, unknown> | null, after: Record<string, unknown> | null, omit: readonly string[] = HISTORY_OMITTED_FIELDS): HistoryChange[] {
  const skip = new Set(omit);
  const a = new Map<string, unknown>();
  const b = new Map<string, unknown>();
  if (before) flatten(before, '', a, skip);
  if (after) flatten(after, '', b, skip);
  const changes: HistoryChange[] = [];
  for (const field of new Set([...a.keys(), ...b.keys()])) {
    const was = a.get(field);
    const is = b.get(field);
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    changes.push({ field, ...(a.has(field) ? { before: was } : {}), ...(b.has(field) ? { after: is } : {}) });
  }
  return changes;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown, present: boolean): void {
  // A stored field path is data: one through a prototype is not a field of any record.
  if (hasReservedKeyPart(path)) return;
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    node[key] = isPlainObject(next) ? { ...next } : {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1];
  if (present) node[last] = value;
  else delete node[last];
}

/**
 * The record as it was right after `entry`: the current record with every newer entry undone, newest first.
 * `entries` are the record's entries newest first, as the history route answers them.
 */
export function recordAsOf(current: Record<string, unknown>, entries: readonly HistoryEntry[], entryId: string): Record<string, unknown> | undefined {
  const index = entries.findIndex((e) => e.id === entryId);
  if (index < 0) return undefined;
  let record: Record<string, unknown> = { ...current };
  for (const newer of entries.slice(0, index)) {
    for (const change of newer.changes) {
      record = { ...record };
      setPath(record, change.field, change.before, 'before' in change && change.before !== undefined);
    }
  }
  return record;
}

const isoDate = (field: string) =>
  v.optional(v.pipe(string(), v.trim(), v.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/, messages.invalid(`${field} date`))));

/** The global history list: newest first, filtered by user (email), module, record and a date range. */
export const historyListSpec = {
  sortable: ['at'],
  defaultSort: { field: 'at', order: 'desc' },
  defaultPageSize: 25,
  filters: {
    user: v.optional(v.pipe(string(), v.trim(), maxLength(200))),
    module: v.optional(v.pipe(string(), v.trim(), v.regex(/^[a-z][a-z0-9-]{0,60}$/, messages.invalid('module')))),
    recordId: v.optional(v.pipe(string(), v.trim(), maxLength(500))),
    from: isoDate('from'),
    till: isoDate('till'),
  },
} as const satisfies ListSpec;

/** The global history screen: App Setting, for holders of history.index (the super admin holds it). */
export const historyModule = defineModule({
  name: 'history',
  item: 'History entry',
  menu: { label: 'History', group: 'app-setting', order: 360 },
  access: { group: 'history', standard: ['index'] },
  api: { base: 'admin', path: 'history' },
  list: historyListSpec,
  remote: { app: 'content', expose: 'History', file: 'history/index.tsx' },
});
