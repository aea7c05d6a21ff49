// A resource is a module definition (libs/validation) plus how the server stores it: its table, its columns, how
// its tabs and search read in SQL, and the module's own checks.
import type * as v from 'valibot';
import type { EntitySchema, ModuleDefinition } from '@backoffice/validation';
import type { Db } from '../db/db';
import type { ActingRequest } from './history';

export type { EntitySchema };

/** Where derived status tabs (active, inactive, expired, archived) come from: fields of the record. */
export interface StatusFields {
  active?: string;
  startsAt?: string;
  endsAt?: string;
  archived?: string;
  /** The status of active records whose start is still ahead (bet match's 'draft', its Pending tab); default 'inactive'. */
  upcoming?: string;
}

export type StoredRecord = Record<string, unknown> & { id: number; version: number };

export interface WriteContext {
  /** Who writes: the route's request, or a campaign's run acting for its publisher (no HTTP request then). */
  request: ActingRequest;
  db: Db;
  /** The stored record, on update. */
  existing?: StoredRecord;
}

/** A stored record's change made by a named operation, and the toast text that answers it. */
export interface OperationResult {
  set: Record<string, unknown>;
  message: string;
  /** The history entry's action (default: the operation's name), e.g. publish / unpublish for a status change. */
  action?: string;
}

/** The module definition with an `api` (a resource has routes) and a schema. */
export type ResourceModule = ModuleDefinition & { api: NonNullable<ModuleDefinition['api']>; schema: EntitySchema };

export interface ResourceDefinition<M extends ResourceModule = ResourceModule> {
  module: M;
  /** Table with id serial, version int, created_at, updated_at, and one snake_case column per schema field. */
  table: string;
  /** What a record shows, as SQL over the table aliased `t` (default `t.*`); may hold sub-selects. */
  columns?: string;
  /** Fields stored as jsonb (objects and arrays). */
  jsonFields?: readonly string[];
  /** Fields the search box looks in (ILIKE); `searchId` also finds a record by its exact id. */
  searchFields?: readonly string[];
  searchId?: boolean;
  /** SQL of a sort field when it is not its own column (e.g. `lower(t.partner)`). */
  sortSql?: Readonly<Record<string, string>>;
  /** SQL condition of each tab that is not a derived status (e.g. `published: "t.status = 'published'"`). */
  tabSql?: Readonly<Record<string, string>>;
  /** SQL of a list filter (list spec `filters`) given its value's placeholder; default `t.{column} = $n`. */
  filterSql?: Readonly<Record<string, (placeholder: string) => string>>;
  /** Derived status tabs: active / inactive / expired / archived from these fields, 'all' for no filter. */
  status?: StatusFields;
  /** The table has created_by / updated_by columns: the engine fills them with the signed-in user. */
  userColumns?: boolean;
  /** Unique indexes whose violation is the user's input: the field is marked with the message (409). */
  unique?: readonly { constraint: string; field: string; message: string }[];
  /**
   * The field that addresses a record in its routes instead of the numeric id (`/seo/:type`): unique, validated
   * with the field's own schema, and kept out of updates (leave it out of the module's `updateSchema`).
   */
  keyField?: string;
  /** Which routes the engine serves (default all); a module with special writes serves those itself. */
  routes?: readonly ('list' | 'get' | 'create' | 'update' | 'delete')[];
  /** Docs only: the type of each field `columns` adds (`… AS bank_name` → bankName); every such field must be named. */
  recordFields?: Readonly<Record<string, Record<string, unknown>>>;
  /** Docs only: the stored record when the module's schema does not show it (default: schema + id, version, stamps). */
  recordDoc?: Record<string, unknown>;
  /** Docs only: a write body's rules the module's schema cannot show (those `beforeWrite` holds), on each body schema. */
  bodyDoc?: (body: { properties?: Record<string, Record<string, unknown>> } & Record<string, unknown>, kind: 'create' | 'replace' | 'update') => Record<string, unknown>;
  /** Checks and adjusts a validated write (throw HttpError to refuse); `existing` is set on update. */
  beforeWrite?: (input: v.InferOutput<M['schema']>, context: WriteContext) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Checks a delete (throw HttpError to refuse). */
  beforeDelete?: (record: StoredRecord, context: WriteContext) => Promise<void> | void;
  /** Extra columns to set when a soft-deleted record comes back (e.g. drop a schedule that has passed). */
  onRestore?: (record: StoredRecord, context: WriteContext) => Record<string, unknown>;
  /** Fields holding stored-file URLs (images, PDFs): the file manager warns before breaking them. */
  fileFields?: readonly string[];
  /** Field that names a record to staff in such a warning (default: its id). */
  nameField?: string;
  /**
   * Where the record's name sits in its JSON answer when no column holds it as sent (landing pages keep the partner
   * under `config.affiliateLink.username`): campaign items are named by it. The finder and schedule use `nameField`.
   */
  labelPath?: string;
  /**
   * Columns the server keeps that no request may set (promo codes' `usesCount`): shown in records, refused in bodies
   * by the strict schema; demo records may give them.
   */
  serverFields?: readonly string[];
  /** Demo records (DEMO_DATA): validated with the module's schema and stored into an empty table at start. */
  demo?: (now: Date) => Record<string, unknown>[];
  /** SQL condition (table aliased `t`) of the rows the demo owns, when other code fills the table too (default all). */
  demoScope?: string;
  /** The server side of the module's named operations: the change to store and the message. */
  operations?: Readonly<Record<string, (record: StoredRecord, body: never, context: WriteContext) => Promise<OperationResult> | OperationResult>>;
}

/** Keeps the module's schema type for the hooks: `defineResource({ module: rolesModule, table: 'roles', … })`. */
export function defineResource<M extends ResourceModule>(definition: ResourceDefinition<M>): ResourceDefinition<M> {
  return definition;
}

// camelCase fields are snake_case columns. A field's own underscore (the flattened per-language names of the spec:
// pl_title, pl_fileUrl) is doubled in its column (pl__title, pl__file_url), so the column reads back as the field.
export const toColumn = (field: string) => field.replace(/_/g, '__').replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const fieldNames = new Map<string, string>();
/** snake_case column → camelCase field; remembered, since every row of every list maps the same few columns. */
export function toField(column: string): string {
  let field = fieldNames.get(column);
  if (field === undefined) {
    field = column.replace(/__|_([a-z0-9])/g, (_m, c?: string) => (c ? c.toUpperCase() : '_'));
    // Columns come from the schema, not from requests; the cap only guards against a surprise.
    if (fieldNames.size < 10_000) fieldNames.set(column, field);
  }
  return field;
}

/** SQL identifiers come only from definitions, never from requests; still, refuse anything odd. */
export function identifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid SQL identifier ${name}`);
  return name;
}
