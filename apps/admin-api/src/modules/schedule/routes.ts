// GET /api/v1/schedule: the home page's "Live now", "Starting in the next 7 days" and "Ending in the next 7 days",
// across every module with dated records that the caller may open — one query for the three lists, not one per module or section —
// and with ?from&till the week view's window. GET /api/v1/schedule/find: the module finder's record names.
import * as v from 'valibot';
import { hasAnyPermission, maxLength, messages, minLength, moduleGuard, string } from '@backoffice/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { docSchema } from '../../core/doc-schema';
import { validate } from '../../http/validate';
import { RESOURCES } from '../../resources';
import type { ResourceDefinition } from '../../resource/definition';
import { escapeLike } from '../../resource/list-query';
import { findSql, isFindable, type FindableResource } from './find-sql';
import { SCHEDULE_SECTIONS, isDated, scheduleSql, weekSql, type DatedResource } from './schedule-sql';

const DAY = 24 * 60 * 60 * 1000;
export const SCHEDULE_DAYS = 7;
/** Rows per section; `total` tells how many there are in all. */
export const SCHEDULE_LIMIT = 50;
/** Rows of the week view's window (its chips), and the longest window one may ask for. */
export const WEEK_LIMIT = 500;
export const WINDOW_MAX_DAYS = 42;
/** The finder: names per module, in all, and the query's length bounds. */
export const FIND_PER_MODULE = 5;
export const FIND_LIMIT = 60;

const timestamp = (field: string) => v.optional(v.pipe(v.string(), v.isoTimestamp(messages.invalid(`${field} date`))));
/** ?from&till: both or neither, till after from, at most WINDOW_MAX_DAYS apart. */
const scheduleQuery = v.pipe(
  v.strictObject({ from: timestamp('from'), till: timestamp('till') }),
  v.forward(
    v.check((q) => (q.from === undefined) === (q.till === undefined), messages.required('till')),
    ['till'],
  ),
  v.forward(
    v.check((q) => q.from === undefined || q.till === undefined || (Date.parse(q.till) > Date.parse(q.from) && Date.parse(q.till) - Date.parse(q.from) <= WINDOW_MAX_DAYS * DAY), `must be after from, at most ${WINDOW_MAX_DAYS} days later!`),
    ['till'],
  ),
);
const findQuery = v.strictObject({
  // The library's length rules: "shorter than 100" had been said of a query that accepts 100 characters (issue 20).
  q: v.pipe(v.optional(string(), ''), v.trim(), minLength(2), maxLength(100)),
});

interface ScheduleRow {
  module: string;
  id: number;
  name: string | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  total_count: string | number;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The resources whose module the caller may open: a sign-in suffices for signed-in-only ones. */
function readableBy<R extends Pick<DatedResource, 'module'>>(request: FastifyRequest, resources: readonly R[]): R[] {
  return resources.filter((r) => r.module.access === 'signed-in' || hasAnyPermission(request.session, moduleGuard(r.module)));
}

const itemDoc = {
  type: 'object',
  required: ['module', 'label', 'id', 'name', 'startsAt', 'endsAt'],
  properties: {
    module: { type: 'string', description: 'Module name, also its route: /{module}/edit/{id}' },
    label: { type: 'string', description: 'The module’s menu label' },
    id: { type: 'integer' },
    name: { type: 'string' },
    startsAt: { type: 'string', format: 'date-time', nullable: true },
    endsAt: { type: 'string', format: 'date-time', nullable: true },
  },
};
const sectionDoc = { type: 'object', required: ['items', 'total'], properties: { items: { type: 'array', items: itemDoc }, total: { type: 'integer' } } };
const foundDoc = {
  type: 'object',
  required: ['module', 'label', 'key', 'name', 'moduleTotal'],
  properties: {
    module: { type: 'string', description: 'Module name, also its route' },
    label: { type: 'string', description: 'The module’s menu label' },
    key: { type: 'string', description: 'The record’s address in its routes: its id, or its key field (SEO: type)' },
    name: { type: 'string' },
    moduleTotal: { type: 'integer', description: 'How many of the module’s records match (the first few are listed)' },
  },
};

interface FoundRow {
  module: string;
  key: string;
  name: string | null;
  module_total: string | number;
}

export default async function scheduleRoutes(app: FastifyInstance, options: { resources?: readonly (DatedResource & FindableResource)[] } = {}): Promise<void> {
  const all = options.resources ?? (RESOURCES as readonly ResourceDefinition[]);
  const dated = all.filter(isDated);
  const findable = all.filter(isFindable);
  const labels = new Map(all.map((r) => [r.module.name, r.module.menu.label]));

  app.get(
    '/schedule',
    {
      config: { access: 'signed-in' },
      schema: docSchema({
        operationId: 'getSchedule',
        tags: ['schedule'],
        summary: `What is live now, starts and ends in the next ${SCHEDULE_DAYS} days, across the modules the caller may open; with from & till also what starts, ends or runs through that window (the week view)`,
        querystring: scheduleQuery,
        data: {
          type: 'object',
          required: ['now', 'days', ...SCHEDULE_SECTIONS],
          properties: {
            now: { type: 'string', format: 'date-time' },
            days: { type: 'integer' },
            live: sectionDoc,
            starting: sectionDoc,
            ending: sectionDoc,
            week: { ...sectionDoc, description: 'Only with from & till: the records live on some day of the window that start or end in it or run through it between two dates' },
          },
        },
      }),
    },
    async (request, reply) => {
      const started = performance.now();
      const query = validate(scheduleQuery, request.query);
      const now = app.config.now();
      const horizon = new Date(now.getTime() + SCHEDULE_DAYS * DAY);
      const resources = readableBy(request, dated);
      const item = (row: ScheduleRow) => ({ module: row.module, label: labels.get(row.module) ?? row.module, id: Number(row.id), name: row.name ?? `#${row.id}`, startsAt: iso(row.starts_at), endsAt: iso(row.ends_at) });
      const sql = scheduleSql(resources);
      const { rows } = sql ? await app.db.query<ScheduleRow & { section: string }>(sql, [now.toISOString(), SCHEDULE_LIMIT, horizon.toISOString()]) : { rows: [] };
      const [live, starting, ending] = SCHEDULE_SECTIONS.map((name) => {
        const mine = rows.filter((row) => row.section === name);
        return { items: mine.map(item), total: mine[0] ? Number(mine[0].total_count) : 0 };
      });
      let week = {};
      if (query.from !== undefined) {
        const windowSql = weekSql(resources);
        const found = windowSql ? (await app.db.query<ScheduleRow>(windowSql, [query.from, WEEK_LIMIT, query.till])).rows : [];
        week = { week: { items: found.map(item), total: found[0] ? Number(found[0].total_count) : 0 } };
      }
      // The server's own time, for the bench (tools/bench/schedule.mjs) and the browser's network panel.
      reply.header('server-timing', `schedule;dur=${(performance.now() - started).toFixed(1)}`);
      return { data: { now: now.toISOString(), days: SCHEDULE_DAYS, live, starting, ending, ...week } };
    },
  );

  app.get(
    '/schedule/find',
    {
      config: { access: 'signed-in' },
      schema: docSchema({
        operationId: 'findRecords',
        tags: ['schedule'],
        summary: `The module finder: records whose list search matches q, over the modules the caller may open, at most ${FIND_PER_MODULE} per module`,
        querystring: findQuery,
        data: { type: 'object', required: ['items'], properties: { items: { type: 'array', items: foundDoc } } },
      }),
    },
    async (request) => {
      const { q } = validate(findQuery, request.query);
      const sql = findSql(readableBy(request, findable));
      if (!sql) return { data: { items: [] } };
      const { rows } = await app.db.query<FoundRow>(sql, [`%${escapeLike(q)}%`, q, FIND_PER_MODULE, FIND_LIMIT]);
      return {
        data: { items: rows.map((row) => ({ module: row.module, label: labels.get(row.module) ?? row.module, key: row.key, name: row.name ?? `#${row.key}`, moduleTotal: Number(row.module_total) })) },
      };
    },
  );
}
