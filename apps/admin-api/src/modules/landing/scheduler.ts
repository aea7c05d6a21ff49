// Scheduled publishing: drafts whose publishAt has passed are published by the server itself.
// It is driven by the database (the due rows are the schedule), so a restart loses nothing: the first tick catches up.
import type { FastifyInstance } from 'fastify';
import { startIntervalJob } from '../../core/interval-job';
import type { Db } from '../../db/db';
import { recordHistory, SYSTEM_ACTOR } from '../../resource/history';
import { publishDuePages } from './repository';

/** One tick's work: publishes what is due, each publication recorded in the history by the server itself. */
export async function publishScheduledPages(db: Db, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const published = await publishDuePages(tx, now);
    for (const page of published) {
      const entry = { module: 'landing-pages', recordId: page.id, action: 'publish', version: page.version, detail: { scheduled: true } };
      await recordHistory(tx, SYSTEM_ACTOR, now, { ...entry, before: { status: 'draft', publishAt: page.publishAt }, after: { status: 'published', publishAt: null } });
    }
    return published.map((p) => p.id);
  });
}

const DEFAULT_INTERVAL_MS = 15_000;

export function schedulerInterval(): number {
  const fromEnv = Number(process.env.LANDING_SCHEDULER_INTERVAL_MS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_INTERVAL_MS;
}

export function startLandingScheduler(app: FastifyInstance, intervalMs = schedulerInterval()): void {
  startIntervalJob(app, {
    name: 'landing scheduler tick',
    intervalMs,
    tick: async () => {
      const ids = await publishScheduledPages(app.db, app.config.now());
      if (ids.length > 0) app.log.info({ ids }, 'scheduled landing pages published');
    },
  });
}
