// Health for load balancers and orchestrators, unauthenticated and without secrets (README "Running it"):
//   GET /api/health/live   the process is up (200 even while starting: early-listen.ts answers it before the app)
//   GET /api/health/ready  the database answers and every migration of this build is applied; 503 otherwise, and
//                          503 from the moment a stop begins (Fastify answers 503 to every request while closing)
//   GET /api/health        the first health check, kept for what already polls it: the database answers.
import type { FastifyInstance } from 'fastify';
import type { DbConnection } from '../db/db';
import { pendingMigrations } from '../db/migrate';

/** A readiness check that hangs is a failed one: the probe gets its 503 in time. */
const READY_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function registerHealth(app: FastifyInstance, db: DbConnection): void {
  const route = { config: { access: 'public' as const }, schema: { hide: true } };

  app.get('/api/health', route, async () => {
    await db.query('SELECT 1');
    return { data: { status: 'ok', database: db.kind } };
  });

  app.get('/api/health/live', route, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: { status: 'live' } };
  });

  app.get('/api/health/ready', route, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const pending = await withTimeout(
        db.query('SELECT 1').then(() => pendingMigrations(db)),
        READY_TIMEOUT_MS,
      );
      if (pending.length > 0) {
        reply.code(503);
        return { message: 'Not ready: migrations not applied', data: { status: 'migrations-pending', database: db.kind, pendingMigrations: pending.length } };
      }
      return { data: { status: 'ready', database: db.kind, pendingMigrations: 0 } };
    } catch (error) {
      // The reason goes to the log only: a driver's message may name the host or the user.
      request.log.warn({ err: error }, 'readiness check failed');
      reply.code(503);
      return { message: 'Not ready: the database does not answer', data: { status: 'database-unavailable', database: db.kind } };
    }
  });
}
