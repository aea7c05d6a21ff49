// GET /api/metrics (README "Metrics"): Prometheus text behind METRICS_TOKEN, route patterns as labels (never the
// raw URL), latency and database histograms, the open-stream gauge, throttle refusals and interval jobs. Through a
// real listen, since an SSE stream counts from its headers to its socket's close.
import { listenEarly, type EarlyListener } from '../src/http/early-listen';
import { shutDown } from '../src/core/shutdown';
import { createTestApp, login, type TestApp } from './helpers';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let app: TestApp;
let listener: EarlyListener;
let url: string;

beforeAll(async () => {
  listener = await listenEarly(0, '127.0.0.1');
  url = `http://127.0.0.1:${listener.port}`;
  app = await createTestApp({ serverFactory: listener.serverFactory, metricsToken: TOKEN });
  await app.ready();
  listener.serve();
});
afterAll(async () => {
  await shutDown(app, listener);
});

const scrape = async () => {
  const res = await fetch(`${url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
};
/** The value of the first sample whose line starts with `prefix`. */
const sample = (text: string, prefix: string) => {
  const line = text.split('\n').find((l) => l.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

it('refuses without the token, with a wrong one, and when METRICS_TOKEN is not set', async () => {
  const none = await fetch(`${url}/api/metrics`);
  expect(none.status).toBe(401);
  expect(await none.text()).not.toContain('backoffice_');
  expect((await fetch(`${url}/api/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
  expect((await fetch(`${url}/api/metrics`, { headers: { authorization: TOKEN } })).status).toBe(401);
  const off = await createTestApp();
  try {
    const res = await off.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Metrics are off: set METRICS_TOKEN on the server and send it as a bearer token.' });
  } finally {
    await off.close();
  }
});

it('counts requests by route pattern and status, with latency and database histograms', async () => {
  const token = await login(app, 'admin@example.com');
  for (const id of [1, 2, 999_999]) await fetch(`${url}/api/v1/roles/${id}`, { headers: { 'x-access-token': token } });
  await fetch(`${url}/api/no-such-route/secret-looking-path`);
  const text = await scrape();
  expect(sample(text, 'backoffice_http_requests_total{method="GET",route="/api/v1/roles/:id",status="200"}')).toBe(2);
  expect(sample(text, 'backoffice_http_requests_total{method="GET",route="/api/v1/roles/:id",status="404"}')).toBe(1);
  expect(sample(text, 'backoffice_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
  expect(text).not.toContain('/api/v1/roles/999999');
  expect(text).not.toContain('secret-looking-path');
  expect(text).toContain('# TYPE backoffice_http_request_duration_seconds histogram');
  expect(sample(text, 'backoffice_http_request_duration_seconds_count{method="GET",route="/api/v1/roles/:id"}')).toBe(3);
  expect(text).toMatch(/backoffice_http_request_duration_seconds_bucket\{le="0\.25",method="GET",route="\/api\/v1\/roles\/:id"\} \d/);
  expect(sample(text, 'backoffice_db_query_duration_seconds_count{kind="query"}')).toBeGreaterThan(0);
  expect(sample(text, 'backoffice_db_queries_in_flight')).toBeGreaterThanOrEqual(0);
  if (process.env.TEST_DATABASE_URL) expect(sample(text, 'backoffice_db_pool_connections{state="max"}')).toBe(10);
  expect(text).toContain('process_cpu_user_seconds_total');
  // Every interval job ran its first tick on ready.
  expect(text).toMatch(/backoffice_interval_job_runs_total\{job="[^"]+",outcome="ok"\} [1-9]/);
  expect(text).toMatch(/backoffice_campaigns\{status="[a-z-]+"\} \d|# TYPE backoffice_campaigns gauge/);
});

it('shows open SSE streams while they are open', async () => {
  const token = await login(app, 'editor@example.com');
  const controller = new AbortController();
  const feed = await fetch(`${url}/api/v1/live`, { headers: { 'x-access-token': token, accept: 'text/event-stream' }, signal: controller.signal });
  expect(feed.status).toBe(200);
  expect(sample(await scrape(), 'backoffice_sse_streams_open{route="/api/v1/live"}')).toBe(1);
  controller.abort();
  let open: number | undefined = 1;
  for (let i = 0; i < 50 && open !== 0; i++) {
    await sleep(50);
    open = sample(await scrape(), 'backoffice_sse_streams_open{route="/api/v1/live"}');
  }
  expect(open).toBe(0);
});

it('counts throttle refusals by rule', async () => {
  for (let i = 0; i < 7; i++) {
    await fetch(`${url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'viewer@example.com', password: 'wrong-password' }) });
  }
  const text = await scrape();
  expect(sample(text, 'backoffice_throttle_refusals_total{rule="loginPair"}')).toBeGreaterThanOrEqual(1);
  expect(sample(text, 'backoffice_http_requests_total{method="POST",route="/api/v1/auth/login",status="429"}')).toBeGreaterThanOrEqual(1);
});

it('shows the field data of each remote build: sessions, and those with a crashed screen', async () => {
  await app.db.query(
    `INSERT INTO remote_field_samples (remote, build_version, session_hash, kind, value, reported_at)
     VALUES ('ako', '9.1.0', 'a', 'view', 0, now()), ('ako', '9.1.0', 'b', 'view', 0, now()), ('ako', '9.1.0', 'b', 'error', 0, now())`,
  );
  const text = await scrape();
  expect(sample(text, 'backoffice_remote_field_sessions{remote="ako",build="9.1.0",outcome="all"}')).toBe(2);
  expect(sample(text, 'backoffice_remote_field_sessions{remote="ako",build="9.1.0",outcome="error"}')).toBe(1);
});
