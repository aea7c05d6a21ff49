// While tracing runs: a request's log lines after its first hook carry the trace id of its span (the
// request id equals the caller's trace id only when it sent a traceparent; a trace the API starts has its own id).
import { trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';

/** @public Loaded only when tracing is on, by tracing.ts's lazy require (which knip does not follow). */
export function logTraceIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const span = trace.getActiveSpan();
    if (span) {
      // Only the trace id: the span active here is this hook's own, not the request's.
      request.log = request.log.child({ traceId: span.spanContext().traceId });
      reply.log = request.log;
    }
    done();
  });
}
