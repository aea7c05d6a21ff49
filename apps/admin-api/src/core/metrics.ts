// Prometheus metrics of one API instance (README "Metrics"), served at GET /api/metrics to a bearer token
// (METRICS_TOKEN; unset: refused). One registry per app, so two apps in one process (tests) never mix counts.
// Labels are bounded: a route is its pattern (`/api/v1/banners/:id`, never the raw URL; `unmatched` for a 404 no
// route took), a status its number, a job its name, a throttle its rule, a remote a configured remote's name.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, DbConnection } from '../db/db';

const PREFIX = 'backoffice_';

/** Request latency buckets (seconds): a list page is tens of ms, an import or a campaign publish seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Statement buckets (seconds): most are sub-millisecond on PGlite, a few ms on PostgreSQL. */
const DB_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

export interface AppMetrics {
  readonly registry: Registry;
  /** The same connection, each statement and transaction timed and counted while under way. */
  instrumentDb(db: DbConnection): DbConnection;
  /** A throttle refused an attempt (core/login-throttle.ts), by the rules that refused it. */
  throttleRefused(rules: readonly string[]): void;
  /** One tick of an interval job (core/interval-job.ts). */
  jobRan(job: string, ok: boolean, seconds: number): void;
}

// The metrics of the database a throttle counts on: the Throttle gets app.db, not the app.
const byDb = new WeakMap<object, AppMetrics>();

/** The metrics recording for `db` (app.db), if any: core code that only holds the database reports through it. */
export const metricsOfDb = (db: Db): AppMetrics | undefined => byDb.get(db);

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const dbDuration = new Histogram({ name: `${PREFIX}db_query_duration_seconds`, help: 'Database statements and whole transactions, by kind (query, transaction, exec)', labelNames: ['kind'], buckets: DB_BUCKETS, registers });
  const dbInFlight = new Gauge({ name: `${PREFIX}db_queries_in_flight`, help: 'Statements and transactions under way or queued (PGlite runs one at a time: the rest queue)', registers });
  const throttle = new Counter({ name: `${PREFIX}throttle_refusals_total`, help: 'Attempts a throttle refused (429), by rule', labelNames: ['rule'], registers });
  const jobRuns = new Counter({ name: `${PREFIX}interval_job_runs_total`, help: 'Interval job ticks, by job and outcome (ok, failed)', labelNames: ['job', 'outcome'], registers });
  const jobDuration = new Histogram({ name: `${PREFIX}interval_job_duration_seconds`, help: 'Interval job tick duration', labelNames: ['job'], buckets: HTTP_BUCKETS, registers });

  const time = <T>(kind: string, work: () => Promise<T>): Promise<T> => {
    const end = dbDuration.startTimer({ kind });
    dbInFlight.inc();
    return work().finally(() => {
      end();
      dbInFlight.dec();
    });
  };
  const wrap = (target: Db): Db => ({
    query: (sql, params) => time('query', () => target.query(sql, params)),
    // The statements inside are timed too (through the wrapped tx); the transaction as a whole under its own kind.
    transaction: (fn) => time('transaction', () => target.transaction((tx) => fn(wrap(tx)))),
  });

  const metrics: AppMetrics = {
    registry,
    instrumentDb(db) {
      const wrapped: DbConnection = {
        ...wrap(db),
        kind: db.kind,
        exec: (sql) => time('exec', () => db.exec(sql)),
        withLock: (name, fn) => db.withLock(name, (locked) => fn(wrap(locked))),
        notify: (channel, payload) => db.notify(channel, payload),
        listen: (channel, onNotice, onGap) => db.listen(channel, onNotice, onGap),
        close: () => db.close(),
        ...(db.poolStats ? { poolStats: () => db.poolStats!() } : {}),
      };
      byDb.set(wrapped, metrics);
      if (db.poolStats) {
        const stats = db.poolStats.bind(db);
        new Gauge({
          name: `${PREFIX}db_pool_connections`,
          help: 'PostgreSQL pool connections by state (idle, busy, waiting: requests queued for a connection; max)',
          labelNames: ['state'],
          registers,
          collect() {
            const { total, idle, waiting, max } = stats();
            this.set({ state: 'idle' }, idle);
            this.set({ state: 'busy' }, total - idle);
            this.set({ state: 'waiting' }, waiting);
            this.set({ state: 'max' }, max);
          },
        });
      }
      return wrapped;
    },
    throttleRefused(rules) {
      for (const rule of new Set(rules)) throttle.inc({ rule });
    },
    jobRan(job, ok, seconds) {
      jobRuns.inc({ job, outcome: ok ? 'ok' : 'failed' });
      jobDuration.observe({ job }, seconds);
    },
  };
  return metrics;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Bearer token check in constant time (hashes first: equal lengths whatever was sent). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(sha256(match[1]!), sha256(token));
}

/** The routes whose labels carry more than route and status: what on-call reads besides the rates. */
const CAMPAIGN_PUBLISH_ROUTE = '/api/v1/campaigns/:id/publish';
const REMOTE_LOAD_ERROR_ROUTE = '/api/v1/remotes/load-errors';

/**
 * Request metrics for every route, the open-stream gauge for every SSE route, the campaign and remote counters,
 * and GET /api/metrics. Call before the modules register their routes (the SSE routes are found as they register).
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, db: Db, token: string | undefined): void {
  const registers = [metrics.registry];
  const requests = new Counter({ name: `${PREFIX}http_requests_total`, help: 'Requests answered, by method, route pattern and status', labelNames: ['method', 'route', 'status'], registers });
  const duration = new Histogram({ name: `${PREFIX}http_request_duration_seconds`, help: 'Time to answer, by method and route pattern (SSE streams excluded: they last as long as the tab)', labelNames: ['method', 'route'], buckets: HTTP_BUCKETS, registers });
  const streams = new Gauge({ name: `${PREFIX}sse_streams_open`, help: 'Open server-sent event streams (live feed, chat rooms), by route pattern', labelNames: ['route'], registers });
  const publishes = new Counter({ name: `${PREFIX}campaign_publishes_total`, help: 'Campaigns published now through the API, by outcome (published, refused: 409 failed or changed meanwhile); scheduled ones count in backoffice_campaigns and the scheduler job', labelNames: ['outcome'], registers });
  const loadErrors = new Counter({ name: `${PREFIX}remote_load_errors_total`, help: 'Remote load errors browsers reported (a build refused before it ran), by remote', labelNames: ['remote'], registers });
  new Gauge({
    name: `${PREFIX}campaigns`,
    help: 'Campaigns by status, read from the database at scrape (all instances)',
    labelNames: ['status'],
    registers,
    async collect() {
      const { rows } = await db.query<{ status: string; n: string | number }>('SELECT status, count(*) AS n FROM campaigns GROUP BY status').catch(() => ({ rows: [] as { status: string; n: string | number }[] }));
      this.reset();
      for (const row of rows) this.set({ status: row.status }, Number(row.n));
    },
  });

  new Gauge({
    name: `${PREFIX}remote_field_sessions`,
    help: "Sessions that used each remote build in the last 24 h (outcome=all) and those in which one of its screens crashed (outcome=error), from browsers' field data; the 50 builds reported most recently",
    labelNames: ['remote', 'build', 'outcome'],
    registers,
    async collect() {
      const { rows } = await db.query<{ remote: string; build_version: string; sessions: string | number; error_sessions: string | number }>(
        `SELECT remote, build_version, count(DISTINCT session_hash) AS sessions,
                count(DISTINCT session_hash) FILTER (WHERE kind = 'error') AS error_sessions
           FROM remote_field_samples WHERE reported_at > now() - interval '24 hours'
          GROUP BY remote, build_version ORDER BY max(reported_at) DESC LIMIT 50`,
      ).catch(() => ({ rows: [] as { remote: string; build_version: string; sessions: number; error_sessions: number }[] }));
      this.reset();
      for (const row of rows) {
        this.set({ remote: row.remote, build: row.build_version, outcome: 'all' }, Number(row.sessions));
        this.set({ remote: row.remote, build: row.build_version, outcome: 'error' }, Number(row.error_sessions));
      }
    },
  });

  const sseRoutes = new Set<string>();
  app.addHook('onRoute', (route) => {
    if ((route as { sse?: unknown }).sse) sseRoutes.add(route.url);
  });

  const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route && sseRoutes.has(route)) countStream(reply, route);
  });
  // A stream counts from its 200 headers to its socket's close; a refused one (401, 429) never counts.
  const countStream = (reply: FastifyReply, route: string) => {
    const raw = reply.raw;
    const writeHead = raw.writeHead;
    let open = false;
    raw.writeHead = function (this: typeof raw, ...args: Parameters<typeof raw.writeHead>) {
      if (!open && args[0] === 200) {
        open = true;
        streams.inc({ route });
        raw.once('close', () => streams.dec({ route }));
      }
      return writeHead.apply(this, args);
    } as typeof raw.writeHead;
  };
  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    const status = reply.statusCode;
    requests.inc({ method: request.method, route, status });
    if (!sseRoutes.has(route)) duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (route === CAMPAIGN_PUBLISH_ROUTE && request.method === 'POST' && (status < 300 || status === 409)) publishes.inc({ outcome: status < 300 ? 'published' : 'refused' });
    if (route === REMOTE_LOAD_ERROR_ROUTE && request.method === 'POST' && status < 300) {
      const remote = (request.body as { remote?: unknown } | undefined)?.remote;
      if (typeof remote === 'string' && /^[a-z][a-z0-9-]{0,39}$/.test(remote)) loadErrors.inc({ remote });
    }
  });

  app.get('/api/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!token) return reply.code(401).send({ message: 'Metrics are off: set METRICS_TOKEN on the server and send it as a bearer token.' });
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send({ message: 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.' });
    }
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
