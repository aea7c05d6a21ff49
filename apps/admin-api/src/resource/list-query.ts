// The list query every resource understands (status, search, sortBy, order, limit, offset) and its SQL.
import * as v from 'valibot';
import { maxLength, messages, string } from '@backoffice/validation';
import { identifier, toColumn, type StatusFields } from './definition';

export const STATUSES = ['active', 'inactive', 'expired', 'archived', 'all'] as const;
export type ListStatus = (typeof STATUSES)[number];

const intFromQuery = (min: number, max: number, fallback: number) =>
  v.pipe(
    v.optional(string(), String(fallback)),
    v.regex(/^\d{1,9}$/, messages.invalid('number')),
    v.transform(Number),
    v.minValue(min, messages.minValue(min)),
    v.maxValue(max, messages.maxValue(max)),
  );

/** Query strings arrive as text; unknown parameters are refused like unknown body fields. */
export const listQuerySchema = v.strictObject({
  status: v.optional(v.picklist(STATUSES, messages.select('status')), 'all'),
  search: v.optional(v.pipe(string(), v.trim(), maxLength(200))),
  sortBy: v.optional(v.pipe(string(), maxLength(64))),
  order: v.optional(v.pipe(string(), v.toLowerCase(), v.picklist(['asc', 'desc'], messages.select('order'))), 'asc'),
  limit: intFromQuery(1, 100, 20),
  offset: intFromQuery(0, 1_000_000_000, 0),
});
export type ListQuery = v.InferOutput<typeof listQuerySchema>;

/** The derived status as SQL, from the declared fields; `now` is the placeholder of the current time. */
export function statusSql(fields: StatusFields | undefined, now: string): string | undefined {
  if (!fields) return undefined;
  const col = (f?: string) => (f ? identifier(toColumn(f)) : undefined);
  const [active, startsAt, endsAt, archived] = [col(fields.active), col(fields.startsAt), col(fields.endsAt), col(fields.archived)];
  const parts = [
    archived ? `WHEN ${archived} THEN 'archived'` : '',
    endsAt ? `WHEN ${endsAt} IS NOT NULL AND ${endsAt} < ${now} THEN 'expired'` : '',
    `WHEN ${[active ?? 'true', startsAt ? `(${startsAt} IS NULL OR ${startsAt} <= ${now})` : 'true'].join(' AND ')} THEN 'active'`,
  ];
  return `(CASE ${parts.filter(Boolean).join(' ')} ELSE 'inactive' END)`;
}

export interface ListSqlInput {
  table: string;
  /** The selected columns (default t.*); the status and total are added. */
  columns?: string;
  query: ListQuery;
  searchColumns: readonly string[];
  /** Allowed sortBy field → SQL expression. */
  sortColumns: Readonly<Record<string, string>>;
  defaultSort: { expression: string; order: 'asc' | 'desc' };
  status?: StatusFields;
  now: Date;
}

/** 400 for a sortBy the resource does not offer (never interpolated into SQL). */
export function sortByIssue(query: ListQuery, sortColumns: Readonly<Record<string, string>>): string[] | undefined {
  if (!query.sortBy || Object.hasOwn(sortColumns, query.sortBy)) return undefined;
  return [`must be one of: ${Object.keys(sortColumns).join(', ')}`];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One statement: the page of rows, each with the total count of the filtered list. With `countOnly`, just the
 * count (needed when the page is past the end, where no row carries it).
 */
export function buildListSql(input: ListSqlInput, countOnly = false): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where: string[] = [];
  let status: string | undefined;
  if (input.status) {
    params.push(input.now.toISOString());
    status = statusSql(input.status, `$${params.length}::timestamptz`);
  }
  if (status && input.query.status !== 'all') {
    params.push(input.query.status);
    where.push(`${status} = $${params.length}`);
  }
  if (input.query.search && input.searchColumns.length > 0) {
    params.push(`%${escapeLike(input.query.search)}%`);
    where.push(`(${input.searchColumns.map((c) => `${c}::text ILIKE $${params.length}`).join(' OR ')})`);
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  if (countOnly) return { sql: `SELECT count(*) AS total_count FROM ${input.table} t ${whereSql}`, params };
  const sort = (input.query.sortBy && input.sortColumns[input.query.sortBy]) || input.defaultSort.expression;
  const order = (input.query.sortBy ? input.query.order : input.defaultSort.order) === 'desc' ? 'DESC' : 'ASC';
  params.push(input.query.limit, input.query.offset);
  const sql = `SELECT ${input.columns ?? 't.*'}, ${status ? `${status} AS status, ` : ''}count(*) OVER () AS total_count
    FROM ${input.table} t ${whereSql}
    ORDER BY ${sort} ${order}, t.id ${order} LIMIT $${params.length - 1} OFFSET $${params.length}`;
  return { sql, params };
}
