// A stop (SIGTERM on a deploy, SIGINT): drain, then close.
// 1. The port stops taking new connections; requests on open connections get 503 (Fastify, while closing), and so
//    does /api/health/ready, so a balancer that still routes here learns it at once.
// 2. The app closes: its SSE streams (live feed, chat) are ended first by their modules' onClose hooks, interval
//    jobs finish their tick, the requests under way are answered (at most SHUTDOWN_GRACE_SECONDS), then the
//    database is closed (app.ts).
// 3. The remaining connections are closed.
// A stop that takes longer than the grace plus a margin is cut short by the caller (server.ts).
import type { FastifyInstance } from 'fastify';

/** What shutdown needs of the listener (http/early-listen.ts). */
interface Listener {
  stopAccepting(): void;
  close(): Promise<void>;
}

/** The default of SHUTDOWN_GRACE_SECONDS: long enough for a slow write, shorter than a typical 30-s kill timeout. */
export const DEFAULT_SHUTDOWN_GRACE_SECONDS = 10;

export async function shutDown(app: FastifyInstance, listener: Listener): Promise<void> {
  listener.stopAccepting();
  try {
    await app.close();
  } finally {
    await listener.close();
  }
}
