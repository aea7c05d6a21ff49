// OpenTelemetry traces, off unless configured (README "Traces"). On when OTEL_EXPORTER_OTLP_ENDPOINT or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is set (and OTEL_SDK_DISABLED is not "true"): the SDK sends spans over OTLP
// (the OTEL_* variables of the OpenTelemetry specification choose protocol, headers and service name).
// Off, nothing here loads the SDK: the packages are required only when tracing starts, so a server or a test
// without the setting pays no start-up time and its requests and queries run unwrapped.
import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { DbConnection } from '../../db/db';

interface Started {
  plugin: FastifyPluginCallback;
  shutdown(): Promise<void>;
}

let started: Started | undefined;

/** Whether the environment asks for traces. */
export function tracingConfigured(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/** What buildApp adds while tracing runs (undefined when off): the request-span plugin, SQL spans, ids in the log. */
export interface AppTracing {
  plugin: FastifyPluginCallback;
  traceDb(db: DbConnection): DbConnection;
  logTraceIds(app: FastifyInstance): void;
}

export function appTracing(): AppTracing | undefined {
  if (!started) return undefined;
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded only when tracing is on (see above) */
  const { traceDb } = require('./db-spans') as typeof import('./db-spans');
  const { logTraceIds } = require('./log-ids') as typeof import('./log-ids');
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { plugin: started.plugin, traceDb, logTraceIds };
}

/**
 * Starts the SDK once. `spanProcessors` replace the OTLP exporter (tests pass an in-memory exporter). Only traces:
 * metrics have their own endpoint (/api/metrics) and logs go to stdout as JSON lines carrying the trace id.
 */
export function startTracing(env: NodeJS.ProcessEnv, spanProcessors?: SpanProcessor[]): void {
  if (started) return;
  env.OTEL_METRICS_EXPORTER ??= 'none';
  env.OTEL_LOGS_EXPORTER ??= 'none';
  env.OTEL_SERVICE_NAME ??= 'backoffice-admin-api';
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when tracing is on (see above)
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { FastifyOtelInstrumentation } = require('@fastify/otel') as typeof import('@fastify/otel');
  const fastifyOtel = new FastifyOtelInstrumentation({
    // The span reads "POST /api/v1/banners/:id" (the route pattern, never the ids of the records).
    requestHook: (span, request) => span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`),
  });
  const sdk = new NodeSDK({ instrumentations: [fastifyOtel], ...(spanProcessors ? { spanProcessors } : {}) });
  sdk.start();
  started = { plugin: fastifyOtel.plugin() as FastifyPluginCallback, shutdown: () => sdk.shutdown() };
}

/** Sends the spans still buffered and stops the SDK (the server's stop, a test's end). */
export async function stopTracing(): Promise<void> {
  const current = started;
  started = undefined;
  await current?.shutdown();
}
