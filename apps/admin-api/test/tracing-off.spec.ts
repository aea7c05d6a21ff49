// Tracing off (no OTLP endpoint set) costs nothing: the SDK and the request instrumentation are never loaded (each
// import below throws if anything requires it), requests carry no trace id in the log, and the settings decide it.
import { tracingConfigured } from '../src/core/tracing/tracing';
import { createTestApp } from './helpers';

jest.mock('@opentelemetry/sdk-node', () => {
  throw new Error('@opentelemetry/sdk-node loaded with tracing off');
});
jest.mock('@fastify/otel', () => {
  throw new Error('@fastify/otel loaded with tracing off');
});

it('is on only with an OTLP endpoint, and not when the SDK is disabled', () => {
  expect(tracingConfigured({})).toBe(false);
  expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
  expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
  expect(tracingConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
  expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'TRUE' })).toBe(false);
});

it('builds and serves without loading the SDK', async () => {
  const app = await createTestApp();
  try {
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
  } finally {
    await app.close();
  }
});
