// Work a route starts after answering (e.g. sending mail, whose timing would tell which emails exist).
// Failures are logged; closing the app waits for what is still running so it never outlives the database.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export function backgroundRunner(app: FastifyInstance): (log: FastifyBaseLogger, what: string, job: () => Promise<void>) => void {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  return (log, what, job) => {
    const done: Promise<void> = Promise.resolve()
      .then(job)
      .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
      .finally(() => running.delete(done));
    running.add(done);
  };
}
