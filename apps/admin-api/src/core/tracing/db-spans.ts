// One span per SQL statement and per transaction, children of the request's span, while tracing runs. The span
// holds the statement's text (placeholders only: parameter values, which may be personal data, never reach it).
import { SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { sqlText, type Db, type DbConnection } from '../../db/db';

const tracer = () => trace.getTracer('backoffice-admin-api');
const MAX_TEXT = 2000;

function inSpan<T>(name: string, attributes: Record<string, string>, work: () => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, (span: Span) =>
    work().then(
      (value) => {
        span.end();
        return value;
      },
      (error: unknown) => {
        span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
        span.end();
        throw error;
      },
    ),
  );
}

/** @public Loaded only when tracing is on, by tracing.ts's lazy require (which knip does not follow). */
export function traceDb(db: DbConnection): DbConnection {
  const system = { 'db.system.name': 'postgresql', 'db.namespace': db.kind };
  const wrap = (target: Db): Db => ({
    query: (sql, params) => {
      const text = sqlText(sql);
      return inSpan(text.trimStart().split(/\s/, 1)[0]!.toUpperCase() || 'SQL', { ...system, 'db.query.text': text.slice(0, MAX_TEXT) }, () => target.query(sql, params));
    },
    transaction: (fn) => inSpan('TRANSACTION', system, () => target.transaction((tx) => fn(wrap(tx)))),
  });
  return {
    ...wrap(db),
    kind: db.kind,
    exec: (sql) => inSpan('EXEC', { ...system, 'db.query.text': sql.slice(0, MAX_TEXT) }, () => db.exec(sql)),
    withLock: (name, fn) => db.withLock(name, (locked) => fn(wrap(locked))),
    notify: (channel, payload) => db.notify(channel, payload),
    listen: (channel, onNotice, onGap) => db.listen(channel, onNotice, onGap),
    close: () => db.close(),
    ...(db.poolStats ? { poolStats: () => db.poolStats!() } : {}),
  };
}
