// The home page's schedule as SQL: one statement for the three lists and one for the week view, each a UNION ALL over
// every resource whose definition declares dated status fields (startsAt / endsAt, optionally an active flag), built
// from the definitions alone.
import type { ModuleDefinition } from '@backoffice/validation';
import { identifier, toColumn, type ResourceDefinition } from '../../resource/definition';

export const SCHEDULE_SECTIONS = ['live', 'starting', 'ending'] as const;
/** The three lists, and the week view's window (asked for only with ?from&till). */
export type ScheduleSection = (typeof SCHEDULE_SECTIONS)[number] | 'week';

/** A resource the schedule can read: its table and at least one of the status dates. */
export type DatedResource = Pick<ResourceDefinition, 'table' | 'status' | 'nameField'> & { module: Pick<ModuleDefinition, 'name' | 'softDelete' | 'access'> & { menu: { label: string } } };

export const isDated = (resource: Pick<ResourceDefinition, 'status'>): boolean => Boolean(resource.status?.startsAt || resource.status?.endsAt);

/**
 * $1 is the current time, $2 the row limit and $3 the end of the window (now + 7 days). For "week", $1 and $3 are
 * the window's start (inclusive) and end (exclusive).
 */
const NOW = '$1::timestamptz';
const HORIZON = '$3::timestamptz';

interface Arm {
  from: string;
  /** The record's own conditions: active, not deleted, not archived. */
  kept: string[];
  startsAt: string;
  endsAt: string;
  row: string;
}

/** One resource's table, its own conditions, its date columns and its row as (module, id, name, starts_at, ends_at). */
function arm(resource: DatedResource): Arm {
  const status = resource.status ?? {};
  const col = (field?: string) => (field ? `t.${identifier(toColumn(field))}` : undefined);
  const active = col(status.active);
  const startsAt = col(status.startsAt) ?? 'NULL::timestamptz';
  const endsAt = col(status.endsAt) ?? 'NULL::timestamptz';
  const name = resource.nameField ? `t.${identifier(toColumn(resource.nameField))}::text` : `'#' || t.id`;
  const moduleName = resource.module.name.replace(/'/g, "''");
  return {
    from: `${identifier(resource.table)} t`,
    kept: [...(active ? [active] : []), ...(resource.module.softDelete ? ['t.deleted_at IS NULL'] : []), ...(status.archived ? [`NOT ${col(status.archived)}`] : [])],
    startsAt,
    endsAt,
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
 * The three lists in one statement over the given resources (none → undefined: nothing to ask); parameters
 * [now, limit, now + 7 days]. Each list takes every table's first rows in its order (a top-N read from the date
 * indexes, migration 780) and cuts their union once more; the totals come from one counting pass per table over the
 * records in any of the three (not ended; started, or starting within the window). Three statements, each reading
 * every table twice (rows and count), took twice as long at 30 modules × 1,000 records.
 * Rows carry `section` and the section's `total_count`.
 */
export function scheduleSql(resources: readonly DatedResource[]): string | undefined {
  const arms = resources.filter(isDated).map(arm);
  if (arms.length === 0) return undefined;
  const where = (a: Arm) => {
    const started = `(${a.startsAt} IS NULL OR ${a.startsAt} <= ${NOW})`;
    return {
      candidate: [...a.kept, `(${a.endsAt} IS NULL OR ${a.endsAt} >= ${NOW})`, `(${a.startsAt} IS NULL OR ${a.startsAt} <= ${HORIZON})`],
      // The same boundaries as the list's derived status (list-query statusSql): live until the end has passed.
      live: [started],
      starting: [`${a.startsAt} > ${NOW}`],
      ending: [started, `${a.endsAt} <= ${HORIZON}`],
    };
  };
  const counts = arms.map((a) => {
    const w = where(a);
    const each = SCHEDULE_SECTIONS.map((s) => `count(*) FILTER (WHERE ${w[s].join(' AND ')}) AS ${s}`).join(', ');
    return `SELECT ${each} FROM ${a.from} WHERE ${w.candidate.join(' AND ')}`;
  });
  const totals = `totals AS (SELECT ${SCHEDULE_SECTIONS.map((s) => `sum(${s}) AS ${s}`).join(', ')} FROM (${counts.join('\nUNION ALL\n')}) per_table)`;
  const lists = SCHEDULE_SECTIONS.map((s) => {
    const firsts = arms.map((a) => `(SELECT ${a.row} FROM ${a.from} WHERE ${[...where(a).candidate, ...where(a)[s]].join(' AND ')} ORDER BY ${ORDER[s]} LIMIT $2::int)`);
    return `(SELECT '${s}'::text AS section, u.*, (SELECT ${s} FROM totals) AS total_count FROM (${firsts.join('\nUNION ALL\n')}) u ORDER BY ${ORDER[s]} LIMIT $2::int)`;
  });
  return `WITH ${totals}\n${lists.join('\nUNION ALL\n')}`;
}

/**
 * The week view's window in one statement: the records live on some day of it with something to show there — they
 * start or end in it, or run through it between two dates (an undated or open-ended record that neither starts nor
 * ends in it is "Live now" only). Each arm reads only its first rows (a top-N), the union is cut once more, and the
 * total is a sum of plain counts (an InitPlan, computed once). Parameters [from, limit, till].
 */
export function weekSql(resources: readonly DatedResource[]): string | undefined {
  const arms = resources.filter(isDated).map((resource) => {
    const a = arm(resource);
    const { startsAt, endsAt } = a;
    const where = [
      ...a.kept,
      `(${startsAt} IS NULL OR ${startsAt} < ${HORIZON})`,
      `(${endsAt} IS NULL OR ${endsAt} >= ${NOW})`,
      `(${startsAt} >= ${NOW} OR ${endsAt} < ${HORIZON} OR (${startsAt} IS NOT NULL AND ${endsAt} IS NOT NULL))`,
    ].join(' AND ');
    return { ...a, where };
  });
  if (arms.length === 0) return undefined;
  const rows = arms.map((a) => `(SELECT ${a.row} FROM ${a.from} WHERE ${a.where} ORDER BY ${ORDER.week} LIMIT $2::int)`);
  const total = arms.map((a) => `(SELECT count(*) FROM ${a.from} WHERE ${a.where})`).join(' + ');
  return `SELECT s.*, (${total}) AS total_count FROM (${rows.join('\nUNION ALL\n')}) s ORDER BY ${ORDER.week} LIMIT $2::int`;
}
