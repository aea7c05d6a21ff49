// Turns every failure into the envelope { message, errorMessages? }; internals never reach the client.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, type ErrorMessages } from './errors';

/** Fastify's own client errors (body parsing, limits), reworded for staff. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length is not valid.',
  FST_ERR_VALIDATION: 'Validation failed',
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

/** Status of the router's errors, which Fastify raises before any route (and so any error handler) is chosen. */
const ROUTER_STATUS: Record<string, number> = { FST_ERR_BAD_URL: 400, FST_ERR_MAX_PARAM_LENGTH: 414 };

/**
 * Fastify's `frameworkErrors` option: a URL the router cannot decode (/api/v1/users/%E0%A4%A) or a too-long
 * path parameter answers in the envelope too, not in Fastify's own { error, code, statusCode } shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = ROUTER_STATUS[error.code] ?? 500;
  if (status === 500) request.log.error({ err: error }, 'router error');
  else request.log.info({ code: error.code }, 'router refused the request');
  void reply.status(status).send({ message: FASTIFY_MESSAGES[error.code] ?? `Something went wrong on the server (request ${request.id}).` });
}

function schemaErrors(error: FastifyError): ErrorMessages | undefined {
  if (!error.validation) return undefined;
  // A Map: a path named `constructor` must not find Object.prototype's member.
  const out = new Map<string, string[]>();
  for (const item of error.validation) {
    const missing = (item.params as { missingProperty?: string }).missingProperty;
    const key = [item.instancePath.replace(/^\//, '').replace(/\//g, '.'), missing].filter(Boolean).join('.') || '_';
    out.set(key, [...(out.get(key) ?? []), item.message ?? 'is not valid!']);
  }
  return Object.fromEntries(out);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ ...error.extra, message: error.message, ...(error.errorMessages ? { errorMessages: error.errorMessages } : {}) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const errorMessages = schemaErrors(error);
      const message = (error.code && FASTIFY_MESSAGES[error.code]) ?? (errorMessages ? 'Validation failed' : 'The request is not valid.');
      request.log.info({ code: error.code }, message);
      return reply.status(status).send({ message, ...(errorMessages ? { errorMessages } : {}) });
    }
    // The request id in the log ties the client's report to the stack trace; the client gets neither.
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: `Something went wrong on the server (request ${request.id}).` });
  });

  app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: 'Not found' }));
}
