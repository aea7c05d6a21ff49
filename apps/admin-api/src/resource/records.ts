// Rows ↔ API records: snake_case columns to camelCase fields, timestamps as ISO strings, bookkeeping hidden.
import { HttpError } from '../http/errors';
import { toColumn, toField, type ResourceDefinition, type StoredRecord } from './definition';

const HIDDEN = new Set(['total_count']);

export function toRecord(row: Record<string, unknown>): StoredRecord {
  const record: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (HIDDEN.has(column)) continue;
    record[toField(column)] = value instanceof Date ? value.toISOString() : value;
  }
  return record as StoredRecord;
}

/** Column names and SQL values for a validated input; jsonb fields are serialised. */
export function toColumns(jsonFields: readonly string[] | undefined, input: Record<string, unknown>): { columns: string[]; values: unknown[] } {
  const json = new Set(jsonFields ?? []);
  const columns: string[] = [];
  const values: unknown[] = [];
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue;
    columns.push(toColumn(field));
    values.push(json.has(field) && value !== null ? JSON.stringify(value) : value);
  }
  return { columns, values };
}

/** Postgres error codes that mean the request conflicts with stored data, not a server fault. */
export function constraintViolation(error: unknown): 'unique' | 'in-use' | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '23505') return 'unique';
  if (code === '23503') return 'in-use';
  return undefined;
}

/** A stored-data conflict as the user's answer: the field it concerns marked where the definition names it. */
export function conflictError(definition: ResourceDefinition, error: unknown): HttpError | undefined {
  const violation = constraintViolation(error);
  if (violation === 'in-use') return new HttpError(409, `${definition.module.item} is in use and cannot be changed this way`);
  if (violation !== 'unique') return undefined;
  const constraint = (error as { constraint?: unknown }).constraint;
  const known = definition.unique?.find((u) => u.constraint === constraint) ?? (definition.unique?.length === 1 ? definition.unique[0] : undefined);
  if (known) return new HttpError(409, known.message, { [known.field]: [known.message] });
  return new HttpError(409, `${definition.module.item} already exists`);
}
