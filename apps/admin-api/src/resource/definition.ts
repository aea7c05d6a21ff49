// A resource declared once: its table, its access, its valibot schema, how it lists and how its status is derived.
import type * as v from 'valibot';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';

/** Any valibot object schema (strict for bodies) whose entries name the writable fields. */
export type EntitySchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined> | v.StrictObjectSchema<v.ObjectEntries, v.ErrorMessage<v.StrictObjectIssue> | undefined>;

/** Where the status tabs (active, inactive, expired, archived, all) come from: fields of the schema. */
export interface StatusFields {
  active?: string;
  startsAt?: string;
  endsAt?: string;
  archived?: string;
}

export type StoredRecord = Record<string, unknown> & { id: number; version: number };

export interface ResourceDefinition<S extends EntitySchema = EntitySchema> {
  /** Route base under the module's prefix, e.g. '/roles'. */
  path: string;
  /** Table with id serial, version int, created_at, updated_at, and one snake_case column per schema field. */
  table: string;
  /** Singular label for messages: 'Role' → "Role created successfully". */
  label: string;
  /** A permission group (list: .index, get: .read or .update, create/update/delete) or signed-in only. */
  access: { group: string } | 'signed-in';
  schema: S;
  /** Fields stored as jsonb (objects and arrays). */
  jsonFields?: readonly string[];
  searchable?: readonly string[];
  sortable?: readonly string[];
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  status?: StatusFields;
  /** Checks and adjusts a validated write (throw HttpError to refuse); `existing` is set on update. */
  beforeWrite?: (input: v.InferOutput<S>, context: { request: FastifyRequest; db: Db; existing?: StoredRecord }) => Promise<v.InferOutput<S>> | v.InferOutput<S>;
  /** Checks a delete (throw HttpError to refuse). */
  beforeDelete?: (record: StoredRecord, context: { request: FastifyRequest; db: Db }) => Promise<void> | void;
}

/** Identity helper that keeps the schema's type for the hooks. */
export function defineResource<S extends EntitySchema>(definition: ResourceDefinition<S>): ResourceDefinition<S> {
  return definition;
}

export const toColumn = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
export const toField = (column: string) => column.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** SQL identifiers come only from definitions, never from requests; still, refuse anything odd. */
export function identifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid SQL identifier ${name}`);
  return name;
}
