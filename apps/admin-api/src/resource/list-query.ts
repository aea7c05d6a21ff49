// The list query of the one list contract (libs/validation list-contract) as SQL: tab, search, sort, paging.
import { dateFilterDay, DELETED_TAB as DELETED, SITE_TIME_ZONE, sortFieldsOf, type ListQuery, type ListSpec } from '@backoffice/validation';
import { identifier, toColumn, type ResourceDefinition, type StatusFields } from './definition';

export const DELETED_TAB = DELETED.value;

/** The derived status as SQL, from the declared fields; `now` is the placeholder of the current time. */
export function statusSql(fields: StatusFields, now: string): string {
  const col = (f?: string) => (f ? `t.${identifier(toColumn(f))}` : undefined);
  const [active, startsAt, endsAt, archived] = [col(fields.active), col(fields.startsAt), col(fields.endsAt), col(fields.archived)];
  const upcoming = fields.upcoming && startsAt ? `WHEN ${active ?? 'true'} AND ${startsAt} > ${now} THEN '${identifier(fields.upcoming)}'` : '';
  const parts = [
    archived ? `WHEN ${archived} THEN 'archived'` : '',
    endsAt ? `WHEN ${endsAt} IS NOT NULL AND ${endsAt} < ${now} THEN 'expired'` : '',
    upcoming,
    `WHEN ${[active ?? 'true', startsAt ? `(${startsAt} IS NULL OR ${startsAt} <= ${now})` : 'true'].join(' AND ')} THEN 'active'`,
  ];
  return `(CASE ${parts.filter(Boolean).join(' ')} ELSE 'inactive' END)`;
}

/** Allowed sort field → SQL expression (never taken from the request). */
export function sortColumns(spec: ListSpec, definition: Pick<ResourceDefinition, 'sortSql'>): Record<string, string> {
  const columns: Record<string, string> = {};
  for (const field of sortFieldsOf(spec)) columns[field] = definition.sortSql?.[field] ?? `t.${identifier(toColumn(field))}`;
  return columns;
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ListSqlInput {
  definition: ResourceDefinition;
  spec: ListSpec;
  query: ListQuery;
  now: Date;
}

/**
 * One statement: the page of rows, each with the total count of the filtered list. With `countOnly`, just the
 * count (needed when the page is past the end, where no row carries it).
 */
export function buildListSql({ definition, spec, query, now }: ListSqlInput, countOnly = false): { sql: string; params: unknown[] } {
  const table = identifier(definition.table);
  const params: unknown[] = [];
  const where: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // The time becomes a parameter only when the statement uses it: an unreferenced parameter has no type and
  // PostgreSQL refuses the query (the count of the "all" tab never reads the status).
  let nowParam: string | undefined;
  const statusFields = definition.status;
  const dated = statusFields && (statusFields.startsAt || statusFields.endsAt);
  const statusOf = (fields: StatusFields) => statusSql(fields, dated ? `${(nowParam ??= param(now.toISOString()))}::timestamptz` : 'now()');
  const tab = query.status;
  if (definition.module.softDelete) where.push(tab === DELETED_TAB ? 't.deleted_at IS NOT NULL' : 't.deleted_at IS NULL');
  if (tab && tab !== DELETED_TAB && tab !== 'all') {
    const custom = definition.tabSql?.[tab];
    if (custom) where.push(`(${custom})`);
    else if (statusFields) where.push(`${statusOf(statusFields)} = ${param(tab)}`);
  }
  // A module's own filters (list spec `filters`) narrow by equality on their column unless the definition says how.
  for (const name of Object.keys(spec.filters ?? {})) {
    const value = query[name];
    if (value === undefined || value === '') continue;
    const custom = definition.filterSql?.[name];
    where.push(custom ? `(${custom(param(value))})` : `t.${identifier(toColumn(name))} = ${param(value)}`);
  }
  const day = spec.dateFilter ? dateFilterDay(query.date, now) : undefined;
  if (spec.dateFilter && day) {
    // The record's day in the site's time zone (a Polish "today"), whatever the database session's zone is.
    where.push(`(t.${identifier(toColumn(spec.dateFilter.field))} AT TIME ZONE '${SITE_TIME_ZONE}')::date = ${param(day)}::date`);
  }
  if (query.search) {
    const like = param(`%${escapeLike(query.search)}%`);
    const found = (definition.searchFields ?? []).map((f) => `t.${identifier(toColumn(f))}::text ILIKE ${like}`);
    if (definition.searchId) found.push(`t.id::text = ${param(query.search)}`);
    if (found.length > 0) where.push(`(${found.join(' OR ')})`);
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  if (countOnly) return { sql: `SELECT count(*) AS total_count FROM ${table} t ${whereSql}`, params };
  const sort = sortColumns(spec, definition)[query.sort] ?? 't.id';
  const order = query.order === 'desc' ? 'DESC' : 'ASC';
  const limit = param(query.pageSize);
  const offset = param((query.page - 1) * query.pageSize);
  const status = statusFields ? `${statusOf(statusFields)} AS status, ` : '';
  const sql = `SELECT ${definition.columns ?? 't.*'}, ${status}count(*) OVER () AS total_count
    FROM ${table} t ${whereSql}
    ORDER BY ${sort} ${order}, t.id ${order} LIMIT ${limit} OFFSET ${offset}`;
  return { sql, params };
}
