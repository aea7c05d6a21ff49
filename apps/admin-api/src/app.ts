// Builds the admin API: database + migrations, the access hook, the error envelope, docs, and every module.
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAccessHook } from './core/access';
import { resolveConfig, type AppOptions } from './core/config';
import { logMailer, mayLogMailText, smtpMailer } from './core/mailer';
import { bootstrapAdmin } from './core/seed';
import { registerDocs } from './core/docs';
import { FileUsageRegistry } from './core/file-usage';
import { registerSecurityHeaders } from './core/security-headers';
import { registerHealth } from './core/health';
import { createMetrics, registerMetrics } from './core/metrics';
import { loggerOptions, requestIdOf } from './core/request-log';
import { DEFAULT_SHUTDOWN_GRACE_SECONDS } from './core/shutdown';
import { appTracing } from './core/tracing/tracing';
import { migrate } from './db/migrate';
import type { Db, DbConnection } from './db/db';
import { openDb } from './db/open';
import { frameworkErrors, registerErrorHandler } from './http/error-handler';
import { registerValidatorCompiler } from './core/validator-compiler';
import { trackRequestsUnderWay } from './http/requests-under-way';
import { embeddedCatalog } from './modules/sportsbook/embedded-catalog';
import { registerLive } from './modules/live/routes';
import { SERVER_MODULES } from './server-modules';
import { rewriteAliasPath } from './http/path-aliases';

export type { AppOptions } from './core/config';

const DEV_ORIGINS = [4200, 4201, 4202, 4203, 4204].map((port) => `http://localhost:${port}`);

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const config = resolveConfig(options);
  const app = Fastify({
    // JSON lines with the request id, never a secret (core/request-log.ts).
    logger: loggerOptions(options.logger),
    genReqId: requestIdOf,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    // Only the configured proxies may name the client's address (TRUST_PROXY; see core/proxy-trust.ts).
    trustProxy: options.trustProxy ?? false,
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
    frameworkErrors,
    rewriteUrl: (request) => rewriteAliasPath(request.url ?? '/'),
  });

  // Traces (core/tracing): the request span first, so every hook and query of a request falls inside it.
  const tracing = appTracing();
  if (tracing) await app.register(tracing.plugin);
  const metrics = createMetrics();
  const opened = await openDb({ databaseUrl: options.databaseUrl, databaseSchema: options.databaseSchema, dataDir: config.dataDir });
  const db = metrics.instrumentDb(tracing ? tracing.traceDb(opened) : opened);
  // Registered first, so it runs last on close (Fastify runs onClose hooks in reverse): after the chat streams have
  // ended and the requests under way have been answered.
  const requests = trackRequestsUnderWay(app);
  app.addHook('onClose', async () => {
    // How long closing waits for the requests under way before the database is closed under them.
    await requests.settled((options.shutdownGraceSeconds ?? DEFAULT_SHUTDOWN_GRACE_SECONDS) * 1000);
    await db.close();
  });
  app.decorate('db', db);
  app.decorate('metrics', metrics);
  app.decorate('config', config);
  app.decorate('fileUsage', new FileUsageRegistry());
  app.decorate('sportsbook', embeddedCatalog(db));
  app.decorate('sportsbookIn', (tx: Db) => embeddedCatalog(tx));
  app.decorate('mailer', options.mailer ?? (options.smtpUrl ? smtpMailer(options.smtpUrl, options.mailFrom ?? 'Back Office <no-reply@localhost>') : logMailer(app.log, mayLogMailText({ nodeEnv: process.env.NODE_ENV, demoData: config.demoData }))));
  try {
    // Instances starting together on one PostgreSQL take turns: migrations and seeds run once, not twice at once.
    await db.withLock('startup', () => setUp(app, db, options));
  } catch (error) {
    await db.close();
    throw error;
  }
  return app;
}

/** Migrations, first-start accounts, hooks, docs and every module. */
async function setUp(app: FastifyInstance, db: DbConnection, options: AppOptions): Promise<void> {
  const config = app.config;
  await migrate(db);
  const now = config.now();
  if (options.bootstrapAdmin && (await bootstrapAdmin(db, options.bootstrapAdmin, now))) {
    app.log.info({ email: options.bootstrapAdmin.email }, 'bootstrap super admin created');
  }

  registerValidatorCompiler(app);
  registerErrorHandler(app);
  registerAccessHook(app);
  // Clients that label an empty body as JSON (a body-less POST such as logout) get "no body", not a 400.
  app.addHook('onRequest', async (request) => {
    const { 'content-length': length, 'transfer-encoding': chunked, 'content-type': type } = request.headers;
    const empty = (length === undefined || length === '0') && chunked === undefined;
    if (empty && type?.startsWith('application/json')) delete request.headers['content-type'];
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  appTracing()?.logTraceIds(app);
  registerSecurityHeaders(app);
  await app.register(cors, { origin: options.corsOrigins ?? DEV_ORIGINS, allowedHeaders: ['content-type', 'x-access-token', 'traceparent'] });
  await registerDocs(app);
  // Before the modules: it labels their routes and finds their SSE streams as they register (core/metrics.ts).
  registerMetrics(app, app.metrics, db, options.metricsToken);
  // Before the modules: its hook (every committed write wakes the change feed) must reach all their routes.
  await registerLive(app);

  registerHealth(app, db);

  for (const { plugin, prefix } of SERVER_MODULES) await app.register(plugin, prefix ? { prefix } : {});
  if (config.demoData) await (await import('./demo/seed-demo')).seedDemoData(app);
  // PGlite runs no autovacuum: without statistics the planner guesses every table is tiny (a 30,000-row home
  // schedule took twice as long). Gather them once per start; PostgreSQL's autovacuum keeps its own.
  if (db.kind === 'pglite' && config.dataDir !== 'memory') await db.exec('ANALYZE');
}
