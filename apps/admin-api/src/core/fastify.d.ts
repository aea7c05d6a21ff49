// What the core adds to Fastify's types: the database, the app settings, the session and route access.
import type { AppDb, Db } from '../db/db';
import type { RouteAccessEntry } from './access';
import type { AppConfig } from './config';
import type { FileUsageRegistry } from './file-usage';
import type { Mailer } from './mailer';
import type { AppMetrics } from './metrics';
import type { SportsbookCatalog } from '../modules/sportsbook/catalog';
import type { RouteAccess, Session } from './session';

declare module 'fastify' {
  interface FastifyInstance {
    db: AppDb;
    config: AppConfig;
    mailer: Mailer;
    /** Prometheus metrics of this instance (core/metrics.ts); absent on a bare Fastify of a unit test. */
    metrics: AppMetrics;
    /** Which records use a stored file: each content module registers a finder (core/file-usage.ts). */
    fileUsage: FileUsageRegistry;
    /** Every route with its declared access, in registration order. */
    routeAccess: readonly RouteAccessEntry[];
    /** The sportsbook catalog (events, games, outcomes, categories, market types): modules/sportsbook/catalog.ts. */
    sportsbook: SportsbookCatalog;
    /** The same catalog read through `db` (a write's transaction: PGlite serves one transaction at a time). */
    sportsbookIn: (db: Db) => SportsbookCatalog;
  }
  interface FastifyRequest {
    /** Set by the access hook for every route that is not public. */
    session: Session;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** A deploy token may call it (Authorization: Bearer), for the remotes the token names (the route's :name). */
    deployToken?: boolean;
  }
}
