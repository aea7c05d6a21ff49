// The home page's schedule as SQL: one statement per section, a UNION ALL over every resource whose definition
// declares dated status fields (startsAt / endsAt, optionally an active flag), built from the definitions alone.
import type { ModuleDefinition } from '@backoffice/validation';
import { identifier, toColumn, type ResourceDefinition } from '../../resource/definition';

export const SCHEDULE_SECTIONS = ['live', 'starting', 'ending'] as const;
/** The three lists, and the week view's window (asked for only with ?from&till). */
export type ScheduleSection = (typeof SCHEDULE_SECTIONS)[number] | 'week';

/** A resource the schedule can read: its table and at least one of the status dates. */
export type DatedResource = Pick<ResourceDefinition, 'table' | 'status' | 'nameField'> & { module: Pick<ModuleDefinition, 'name' | 'softDelete' | 'access'> & { menu: { label: string } } };

export const isDated = (resource: Pick<ResourceDefinition, 'status'>): boolean => Boolean(resource.status?.startsAt || resource.status?.endsAt);

/**
 * $1 is the current time, $2 the row limit and $3 the end of the window (now + 7 days); "live" has no $3
 * (an unreferenced parameter has no type, and PostgreSQL refuses the statement). For "week", $1 and $3 are the
 * window's start (inclusive) and end (exclusive).
 */
const NOW = '$1::timestamptz';
const HORIZON = '$3::timestamptz';

/** The table and conditions of one resource's records in the section, and its row as (module, id, name, starts_at, ends_at). */
function arm(resource: DatedResource, section: ScheduleSection): { from: string; where: string; row: string } {
  const status = resource.status ?? {};
  const col = (field?: string) => (field ? `t.${identifier(toColumn(field))}` : undefined);
  const active = col(status.active);
  const startsAt = col(status.startsAt) ?? 'NULL::timestamptz';
  const endsAt = col(status.endsAt) ?? 'NULL::timestamptz';
  const started = `(${startsAt} IS NULL OR ${startsAt} <= ${NOW})`;
  const conditions = [
    ...(active ? [active] : []),
    ...(resource.module.softDelete ? ['t.deleted_at IS NULL'] : []),
    ...(status.archived ? [`NOT ${col(status.archived)}`] : []),
    // The same boundaries as the list's derived status (list-query statusSql): live until the end has passed.
    ...{
      live: [started, `(${endsAt} IS NULL OR ${endsAt} >= ${NOW})`],
      starting: [`${startsAt} > ${NOW}`, `${startsAt} <= ${HORIZON}`],
      ending: [started, `${endsAt} >= ${NOW}`, `${endsAt} <= ${HORIZON}`],
      // Live on some day of the window, and something to show there: it starts or ends in it, or runs through it
      // between two dates (an undated or open-ended record that neither starts nor ends in it is "Live now" only).
      week: [
        `(${startsAt} IS NULL OR ${startsAt} < ${HORIZON})`,
        `(${endsAt} IS NULL OR ${endsAt} >= ${NOW})`,
        `(${startsAt} >= ${NOW} OR ${endsAt} < ${HORIZON} OR (${startsAt} IS NOT NULL AND ${endsAt} IS NOT NULL))`,
      ],
    }[section],
  ];
  const name = resource.nameField ? `t.${identifier(toColumn(resource.nameField))}::text` : `'#' || t.id`;
  const moduleName = resource.module.name.replace(/'/g, "''");
  return {
    from: `${identifier(resource.table)} t`,
    where: conditions.join(' AND '),
    row: `'${moduleName}'::text AS module, t.id, ${name} AS name, ${startsAt} AS starts_at, ${endsAt} AS ends_at`,
  };
}

/** The order each section is read in: what changes soonest first. */
const ORDER: Record<ScheduleSection, string> = {
  live: 'ends_at ASC NULLS LAST, starts_at DESC NULLS LAST, module, id',
  starting: 'starts_at ASC, module, id',
  ending: 'ends_at ASC, module, id',
  week: 'starts_at ASC NULLS FIRST, ends_at ASC NULLS LAST, module, id',
};

/**
 * The section's one statement over the given resources (none → undefined: nothing to ask); see scheduleParams.
 * Each arm reads only its first rows in the section's order (a top-N, not a sort of every match), the union of those
 * is ordered and cut once more, and the total is a sum of plain counts (an InitPlan, computed once): no window
 * over every matching row, which at 30 modules × 1,000 records cost more than everything else.
 */
export function scheduleSql(resources: readonly DatedResource[], section: ScheduleSection): string | undefined {
  const arms = resources.filter(isDated).map((resource) => arm(resource, section));
  if (arms.length === 0) return undefined;
  const rows = arms.map((a) => `(SELECT ${a.row} FROM ${a.from} WHERE ${a.where} ORDER BY ${ORDER[section]} LIMIT $2::int)`);
  const total = arms.map((a) => `(SELECT count(*) FROM ${a.from} WHERE ${a.where})`).join(' + ');
  return `SELECT s.*, (${total}) AS total_count FROM (${rows.join('\nUNION ALL\n')}) s ORDER BY ${ORDER[section]} LIMIT $2::int`;
}

/** The statement's parameters: now (the week's start), the row limit, and the horizon (the week's end) where read. */
export function scheduleParams(section: ScheduleSection, now: Date, horizon: Date, limit: number): unknown[] {
  return section === 'live' ? [now.toISOString(), limit] : [now.toISOString(), limit, horizon.toISOString()];
}

