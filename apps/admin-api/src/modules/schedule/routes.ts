// GET /api/v1/schedule: the home page's "Live now", "Starting in the next 7 days" and "Ending in the next 7 days",
// across every module with dated records that the caller may open — one query for the three lists, not one per module or section —
// and with ?from&till the week view's window. The module finder (GET /api/v1/schedule/find) is find-routes.ts.
import * as v from 'valibot';
import { messages } from '@backoffice/validation';
import { docSchema , type RoutesApp } from '../../core/doc-schema';
import { RESOURCES } from '../../resources';
import type { ResourceDefinition } from '../../resource/definition';
import { readableBy } from './readable-by';
import { SCHEDULE_SECTIONS, isDated, scheduleSql, weekSql } from './schedule-sql';

const DAY = 24 * 60 * 60 * 1000;
const SCHEDULE_DAYS = 7;
/** Rows per section; `total` tells how many there are in all. */
const SCHEDULE_LIMIT = 50;
/** Rows of the week view's window (its chips), and the longest window one may ask for. */
const WEEK_LIMIT = 500;
const WINDOW_MAX_DAYS = 42;

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
interface ScheduleRow {
  module: string;
  id: number;
  name: string | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  total_count: string | number;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

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
export default async function scheduleRoutes(app: RoutesApp): Promise<void> {
  const all = RESOURCES as readonly ResourceDefinition[];
  const dated = all.filter(isDated);
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
      const query = request.query;
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
}
