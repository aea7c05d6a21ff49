// A save from the browser is one trace: the shell sends a W3C traceparent with the call, and the API's request span
// and the SQL spans of its statements carry that trace id to the OTLP endpoint. The test runs an API of its own with
// tracing on (OTLP over HTTP/JSON to a receiver it starts) behind this run's shell and remotes.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveStack, startApi } from '../tools/stack.cjs';
import { distDir } from './env';
import { expect, ports, signIn, test } from './fixtures';

interface OtlpSpan { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes?: Array<{ key: string }> }

/** An OTLP/HTTP JSON receiver: every span it was sent. */
async function otlpReceiver(port: number) {
  const spans: OtlpSpan[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      try {
        const sent = JSON.parse(body) as { resourceSpans?: Array<{ scopeSpans?: Array<{ spans?: OtlpSpan[] }> }> };
        for (const resource of sent.resourceSpans ?? []) for (const scope of resource.scopeSpans ?? []) spans.push(...(scope.spans ?? []));
      } catch {
        // not JSON: not ours to read
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { spans, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('a save in the browser is one trace from its traceparent: the API request span and its SQL spans', async ({ browser }) => {
  test.setTimeout(180_000);
  // A stack of its own (every port +90), its API exporting to the receiver.
  const own = Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, v + 90])) as typeof ports;
  const receiver = await otlpReceiver(own.api + 1);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-tracing-'));
  const api = await startApi({
    port: own.api, dataDir,
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${own.api + 1}`, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_BSP_SCHEDULE_DELAY: '200', OTEL_SERVICE_NAME: 'backoffice-api' },
  });
  const stack = await serveStack(own, { distDir, apiTarget: `http://localhost:${own.api}` });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, 'admin@example.com', undefined, `http://localhost:${own.shell}`);
    await page.goto(`http://localhost:${own.shell}/editable-seo-desc/edit/home`);
    await page.getByLabel(/^Title/).fill('Zakłady bukmacherskie online — śledzone');
    const saved = page.waitForRequest((request) => /\/api\/v1\/seo\/home$/.test(request.url()) && ['PUT', 'PATCH'].includes(request.method()));
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('SEO description updated successfully')).toBeVisible();
    const traceparent = (await saved).headers().traceparent ?? '';
    expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/);
    const [, traceId, parentId] = traceparent.split('-');

    // The batch goes out within the schedule delay: the request span (a child of the browser's) and SQL under it.
    await expect.poll(() => receiver.spans.filter((span) => span.traceId === traceId).length, { timeout: 20_000 }).toBeGreaterThan(1);
    const trace = receiver.spans.filter((span) => span.traceId === traceId);
    const request = trace.find((span) => span.parentSpanId === parentId);
    expect(request?.name).toMatch(/^(PUT|PATCH) \/api\/v1\/seo\/:/);
    const sql = trace.filter((span) => span.attributes?.some((attribute) => attribute.key === 'db.query.text'));
    expect(sql.length).toBeGreaterThan(0);
  } finally {
    await context.close();
    await stack.stop();
    await api.stop();
    await receiver.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
