// Request ids and what the JSON log may hold (README "Request ids and logs").
// Every request gets an id: the trace id of a valid incoming W3C `traceparent` (so the API's lines join the trace of
// the proxy or the caller that started it), else a random UUID. It is sent back as `x-request-id` (app.ts) and every
// log line of the request carries it as `reqId`.
// The log never holds a secret: request lines carry method, path, host and address, never headers or bodies (the
// serializers below, not pino's defaults, decide), query values whose names look secret are replaced, and the
// redaction paths catch a secret an error or a module passes by name.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;

/** The trace id of a valid `traceparent` (version ff and the all-zero id are invalid), else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers.traceparent;
  const value = typeof header === 'string' ? header.trim().toLowerCase() : '';
  const match = TRACEPARENT.exec(value);
  if (match && !value.startsWith('ff') && !/^0+$/.test(match[1]!)) return match[1]!;
  return randomUUID();
}

/** Query parameters whose values never reach the log (a token put in a link, a key, a signature). */
const SECRET_QUERY = /token|password|secret|key|code|signature|session|auth/i;

/** The URL as logged: path as is, secret-looking query values replaced. */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const name of new Set(params.keys())) if (SECRET_QUERY.test(name)) params.set(name, '[redacted]');
  return `${url.slice(0, at)}?${params.toString()}`;
}

const REDACTED = ['password', 'oldPassword', 'newPassword', 'confirmPassword', 'token', 'accessToken', 'resetToken', 'playerToken', 'storageKey', 'authorization', 'cookie'];
const REDACT_PATHS = [
  ...REDACTED,
  ...REDACTED.map((key) => `*.${key}`),
  ...REDACTED.map((key) => `*.*.${key}`),
  '*["x-access-token"]',
  '*.*["x-access-token"]',
  '*["set-cookie"]',
  '*.*["set-cookie"]',
];

/** Fastify's `logger` option with the serializers and redaction above; false stays false. */
export function loggerOptions(logger: boolean | object | undefined): boolean | object {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, url: loggedUrl(request.url), host: request.host, remoteAddress: request.ip }),
    },
    redact: {
      paths: REDACT_PATHS,
      censor: '[redacted]',
    },
  };
}

