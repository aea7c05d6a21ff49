// Traces (README "Traces"): with the SDK on (an in-memory exporter in place of OTLP), one save is one trace holding
// the request's span and the SQL spans of its statements, joined to the caller's traceparent; the request's JSON log
// lines carry that trace id.
import { Writable } from 'node:stream';
import { tracing as sdkTracing } from '@opentelemetry/sdk-node';
import { startTracing, stopTracing } from '../src/core/tracing/tracing';
import { createTestApp, login, type TestApp } from './helpers';

const exporter = new sdkTracing.InMemorySpanExporter();
const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const PARENT_ID = 'b7ad6b7169203331';
let app: TestApp;
let output = '';

beforeAll(async () => {
  startTracing({}, [new sdkTracing.SimpleSpanProcessor(exporter)]);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  app = await createTestApp({ logger: { level: 'info', stream } });
});
afterAll(async () => {
  await app.close();
  await stopTracing();
});

it('makes one trace of a save: the HTTP span and its SQL spans, under the caller traceparent', async () => {
  const token = await login(app, 'admin@example.com');
  exporter.reset();
  const saved = await app.inject({
    method: 'POST',
    url: '/api/v1/roles',
    payload: { roleName: 'Traced editors', permissions: ['landing.read'] },
    headers: { 'x-access-token': token, traceparent: `00-${TRACE_ID}-${PARENT_ID}-01` },
  });
  expect(saved.statusCode).toBeLessThan(300);

  const spans = exporter.getFinishedSpans();
  expect(new Set(spans.map((span) => span.spanContext().traceId))).toEqual(new Set([TRACE_ID]));
  const http = spans.filter((span) => span.name === 'POST /api/v1/roles');
  expect(http).toHaveLength(1);
  expect(http[0]!.parentSpanContext?.spanId).toBe(PARENT_ID);
  const httpId = http[0]!.spanContext().spanId;
  const sql = spans.filter((span) => typeof span.attributes['db.query.text'] === 'string');
  expect(sql.some((span) => /^\s*insert into roles/i.test(String(span.attributes['db.query.text'])))).toBe(true);
  // Every span descends from the request's span: the SQL is not a trace of its own.
  const byId = new Map(spans.map((span) => [span.spanContext().spanId, span]));
  const reachesRequest = (spanId: string | undefined): boolean => {
    for (let id = spanId, hops = 0; id && hops < 50; hops += 1) {
      if (id === httpId) return true;
      id = byId.get(id)?.parentSpanContext?.spanId;
    }
    return false;
  };
  for (const span of sql) expect(reachesRequest(span.spanContext().spanId)).toBe(true);

  const lines = output.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
  const completed = lines.find((line) => line.msg === 'request completed' && line.reqId === TRACE_ID);
  expect(completed).toMatchObject({ traceId: TRACE_ID });
});

it('starts a trace of its own for a call without traceparent, and logs its id', async () => {
  exporter.reset();
  const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
  expect(res.statusCode).toBe(200);
  const http = exporter.getFinishedSpans().find((span) => span.name === 'GET /api/health/ready');
  expect(http).toBeDefined();
  const traceId = http!.spanContext().traceId;
  const lines = output.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(lines.find((line) => line.msg === 'request completed' && line.traceId === traceId)).toBeDefined();
});
