// Retention of the audit trail: with AUDIT_RETENTION_DAYS set, entries older than that are pruned now and then
// (both stores of the trail), and the prune is itself an entry. Unset: kept forever.
import type { FastifyInstance } from 'fastify';
import { startIntervalJob } from '../../core/interval-job';
import type { Db } from '../../db/db';
import { recordHistory, SYSTEM_ACTOR } from '../../resource/history';

const DAY_MS = 86_400_000;
/** How often the server looks for entries to prune; a day's granularity needs no more. */
export const PRUNE_INTERVAL_MS = 60 * 60_000;

/** Removes entries older than `days` before `now`; records the prune when it removed anything. Returns how many. */
export async function pruneHistory(db: Db, now: Date, days: number): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  return db.transaction(async (tx) => {
    const count = async (table: 'history_entries' | 'file_audit') =>
      Number((await tx.query<{ n: string }>(`WITH gone AS (DELETE FROM ${table} WHERE at < $1 RETURNING 1) SELECT count(*)::text AS n FROM gone`, [cutoff])).rows[0].n);
    const records = await count('history_entries');
    const files = await count('file_audit');
    const removed = records + files;
    if (removed > 0) {
      await recordHistory(tx, SYSTEM_ACTOR, now, { module: 'history', recordId: 'retention', action: 'prune', detail: { removed, records, files, olderThan: cutoff, retentionDays: days } });
    }
    return removed;
  });
}

export function startHistoryRetention(app: FastifyInstance, intervalMs = PRUNE_INTERVAL_MS): void {
  const days = app.config.auditRetentionDays;
  if (days === undefined) return;
  startIntervalJob(app, {
    name: 'history prune',
    intervalMs,
    tick: async () => {
      const removed = await pruneHistory(app.db, app.config.now(), days);
      if (removed > 0) app.log.info({ removed, days }, 'history entries pruned');
    },
  });
}
