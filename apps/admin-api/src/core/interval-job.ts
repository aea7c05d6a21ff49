// A job the server runs now and then (retention pruning, scheduled publishing, campaigns): first on ready, then every
// interval. Ticks never overlap (a slow database skips a beat instead of piling up), a failed tick is logged and the
// next one tries again, and on close no tick starts while the one under way is awaited — the app's own onClose,
// registered first, closes the database after this hook (Fastify runs onClose hooks in reverse).
import type { FastifyInstance } from 'fastify';

export interface IntervalJob {
  /** For the log lines: `<name> failed`. */
  name: string;
  intervalMs: number;
  /** One tick's work; the database is the schedule, so a restart loses nothing (the first tick catches up). */
  tick: () => Promise<void>;
}

export function startIntervalJob(app: FastifyInstance, { name, intervalMs, tick }: IntervalJob): void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  const run = () => {
    if (running || closed) return;
    const started = performance.now();
    const ran = (ok: boolean) => {
      if (app.hasDecorator('metrics')) app.metrics.jobRan(name, ok, (performance.now() - started) / 1000);
    };
    running = tick()
      .then(
        () => ran(true),
        (err: unknown) => {
          ran(false);
          app.log.error({ err }, `${name} failed`);
        },
      )
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref?.();
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearInterval(timer);
    await running;
  });
}
