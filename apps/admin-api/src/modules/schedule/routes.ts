// GET /api/v1/schedule: the home page's "Live now", "Starting in the next 7 days" and "Ending in the next 7 days",
// across every module with dated records that the caller may open — one query per section, not one per module.
import { hasAnyPermission, moduleGuard } from '@backoffice/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { docSchema } from '../../core/doc-schema';
import { RESOURCES } from '../../resources';
import type { ResourceDefinition } from '../../resource/definition';
import { SCHEDULE_SECTIONS, isDated, scheduleParams, scheduleSql, type DatedResource, type ScheduleSection } from './schedule-sql';

const DAY = 24 * 60 * 60 * 1000;
export const SCHEDULE_DAYS = 7;
/** Rows per section; `total` tells how many there are in all. */
export const SCHEDULE_LIMIT = 50;

interface ScheduleRow {
  module: string;
  id: number;
  name: string | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  total_count: string | number;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The resources with dated statuses whose module the caller may open: a sign-in suffices for signed-in-only ones. */
function readableBy(request: FastifyRequest, resources: readonly DatedResource[]): DatedResource[] {
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

export default async function scheduleRoutes(app: FastifyInstance, options: { resources?: readonly DatedResource[] } = {}): Promise<void> {
  const dated = (options.resources ?? (RESOURCES as readonly ResourceDefinition[])).filter(isDated);
  const labels = new Map(dated.map((r) => [r.module.name, r.module.menu.label]));

  app.get(
    '/schedule',
    {
      config: { access: 'signed-in' },
      schema: docSchema({
        operationId: 'getSchedule',
        tags: ['schedule'],
        summary: `What is live now, starts and ends in the next ${SCHEDULE_DAYS} days, across the modules the caller may open`,
        data: {
          type: 'object',
          required: ['now', 'days', ...SCHEDULE_SECTIONS],
          properties: { now: { type: 'string', format: 'date-time' }, days: { type: 'integer' }, live: sectionDoc, starting: sectionDoc, ending: sectionDoc },
        },
      }),
    },
    async (request) => {
      const now = app.config.now();
      const horizon = new Date(now.getTime() + SCHEDULE_DAYS * DAY);
      const resources = readableBy(request, dated);
      const section = async (name: ScheduleSection) => {
        const sql = scheduleSql(resources, name);
        if (!sql) return { items: [], total: 0 };
        const { rows } = await app.db.query<ScheduleRow>(sql, scheduleParams(name, now, horizon, SCHEDULE_LIMIT));
        return {
          items: rows.map((row) => ({ module: row.module, label: labels.get(row.module) ?? row.module, id: Number(row.id), name: row.name ?? `#${row.id}`, startsAt: iso(row.starts_at), endsAt: iso(row.ends_at) })),
          total: rows[0] ? Number(rows[0].total_count) : 0,
        };
      };
      const [live, starting, ending] = [await section('live'), await section('starting'), await section('ending')];
      return { data: { now: now.toISOString(), days: SCHEDULE_DAYS, live, starting, ending } };
    },
  );
}
