// OpenAPI route schemas generated from the valibot schemas, for the docs only: valibot stays the one validator
// (app.ts turns Fastify's own validation off) and docs.ts keeps response schemas from shaping replies, so the docs
// cannot drift from what the server accepts and nothing is filtered out of an answer.
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import type { FastifySchema } from 'fastify';

type AnySchema = v.GenericSchema;

export type JsonObject = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>>; required?: string[] };

/**
 * Required fields are declared as "optional, default empty, must not be empty" so a missing key reports the
 * spec's "… is required!" message; in the docs they are shown as what they are: required, without the default.
 */
function markRequired(schema: JsonObject): JsonObject {
  if (!schema.properties) return schema;
  const required = new Set(schema.required ?? []);
  const properties: Record<string, Record<string, unknown>> = {};
  for (const [key, property] of Object.entries(schema.properties)) {
    const { default: fallback, ...rest } = property;
    const mustBeFilled = Number(rest.minLength ?? rest.minItems ?? 0) >= 1 && (fallback === '' || (Array.isArray(fallback) && fallback.length === 0));
    if (mustBeFilled) required.add(key);
    properties[key] = mustBeFilled ? rest : property;
  }
  return { ...schema, properties, required: [...required] };
}

/** The JSON Schema of a valibot schema, as the docs show it. */
export function jsonSchemaOf(schema: AnySchema): JsonObject {
  // Transformations (trim, toLowerCase, Number) have no JSON Schema form: they are left out, not fatal.
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, { errorMode: 'ignore' }) as JsonObject;
  return markRequired(rest);
}

const messageSchema = { type: 'string', description: 'Shown to the user (a toast on success)' };
const errorMessagesSchema = { type: 'object', description: 'Field path → messages', additionalProperties: { type: 'array', items: { type: 'string' } } };

/** Client errors a route may answer, each in the `{ message, errorMessages? }` envelope. */
export type ClientError = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;

const ERROR_TEXT: Record<ClientError, string> = {
  400: 'The input is not valid: `errorMessages` names each field',
  401: 'No session, or it expired or was revoked (sign in again)',
  403: 'The session lacks the permission the route needs',
  404: 'No such record',
  409: 'Conflicts with stored data (stale version, duplicate, in use)',
  413: 'The request is too large',
  422: 'The folder is full',
  429: 'Too many attempts; retry after the Retry-After header',
};

/** The documented answer of one client error status. */
export function errorResponse(status: ClientError): Record<string, unknown> {
  const required = status === 400 ? ['message', 'errorMessages'] : ['message'];
  return { description: ERROR_TEXT[status], type: 'object', required, properties: { message: { type: 'string' }, errorMessages: errorMessagesSchema } };
}

/** `{ data, message? }` around a reply's payload. */
export function envelope(data: JsonObject, description: string): Record<string, unknown> {
  return { description, type: 'object', required: ['data'], properties: { data, message: messageSchema } };
}

export interface DocParts {
  /** Stable, unique: a generated client names its call after it (`listLandingPages`). */
  operationId: string;
  tags: string[];
  summary: string;
  body?: AnySchema;
  querystring?: AnySchema;
  params?: AnySchema;
  /** The reply's `data`: a valibot or JSON schema; omitted means any JSON value (`null` for a bare acknowledgement). */
  data?: AnySchema | JsonObject | null;
  /** Success status (default 200). */
  status?: 200 | 201;
  /** Client errors the route answers itself; 400 (with input), 401 and 403 (by access) are added by docs.ts. */
  errors?: ClientError[];
  description?: string;
}

const isValibot = (schema: AnySchema | JsonObject): schema is AnySchema => typeof (schema as { '~standard'?: unknown })['~standard'] === 'object';

function dataSchema(data: DocParts['data']): JsonObject {
  if (data === null) return { type: 'object', nullable: true, description: 'Always null' };
  if (data === undefined) return {};
  return isValibot(data) ? jsonSchemaOf(data) : data;
}

export function docSchema({ operationId, tags, summary, body, querystring, params, data, status = 200, errors = [], description }: DocParts): FastifySchema {
  const response: Record<string, unknown> = { [status]: envelope(dataSchema(data), status === 201 ? 'Created' : 'OK') };
  for (const code of errors) response[code] = errorResponse(code);
  return {
    operationId,
    tags,
    summary,
    ...(description ? { description } : {}),
    ...(body ? { body: jsonSchemaOf(body) } : {}),
    ...(querystring ? { querystring: jsonSchemaOf(querystring) } : {}),
    ...(params ? { params: jsonSchemaOf(params) } : {}),
    response,
  };
}

/** The stored form of a module record: its schema's fields plus the bookkeeping every record carries. */
export function recordSchema(schema: AnySchema, options: { softDelete?: boolean } = {}): JsonObject {
  const { additionalProperties: _closed, required: _required, ...fields } = jsonSchemaOf(schema);
  const stamp = { type: 'string', format: 'date-time' };
  return {
    ...fields,
    type: 'object',
    required: ['id', 'version', 'createdAt', 'updatedAt'],
    properties: {
      id: { type: 'integer', minimum: 1 },
      ...fields.properties,
      version: { type: 'integer', minimum: 1 },
      createdAt: stamp,
      updatedAt: stamp,
      ...(options.softDelete ? { deletedAt: { ...stamp, nullable: true } } : {}),
    },
  };
}

/** One page of a list: `{ items, total, page, pageSize }`. */
export function pageSchema(item: JsonObject): JsonObject {
  return {
    type: 'object',
    required: ['items', 'total', 'page', 'pageSize'],
    properties: { items: { type: 'array', items: item }, total: { type: 'integer', minimum: 0 }, page: { type: 'integer', minimum: 1 }, pageSize: { type: 'integer', minimum: 1 } },
  };
}
