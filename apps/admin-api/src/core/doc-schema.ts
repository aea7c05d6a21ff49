// One declaration per route: its valibot schemas become the OpenAPI entry here, validate the request in Fastify's
// pipeline (core/validator-compiler.ts finds them again) and type the handler (ValibotDocs). Response schemas are
// docs only (docs.ts keeps them from shaping replies), so nothing is filtered out of an answer.
import type * as v from 'valibot';
import type { FastifyBaseLogger, FastifyInstance, FastifySchema, FastifyTypeProvider, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import { jsonSchemaOf, type JsonObject } from './doc-json-schema';

export { jsonSchemaOf, type JsonObject };

type AnySchema = v.GenericSchema;

/** Marks a schema to be listed once under components/schemas by that name and referenced (docs.ts hoists it). */
export const COMPONENT = 'x-component';

export function named(name: string, schema: JsonObject): JsonObject {
  return { ...schema, [COMPONENT]: name };
}

const messageSchema = { type: 'string', description: 'Shown to the user (a toast on success)' };

/** The one error body of every 4xx: a message, and for input errors the messages of each field. */
export const errorBody: JsonObject = named('Error', {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'What went wrong, shown to the user' },
    errorMessages: { type: 'object', description: 'Field path → its messages (input errors)', additionalProperties: { type: 'array', items: { type: 'string' } } },
    code: {
      type: 'string',
      description: 'A 403 of the second factor: `second_factor_enrolment_required` (set one up first), `step_up_required` (POST v1/auth/step-up, then repeat the request)',
    },
    usedBy: {
      type: 'array',
      description: 'A 409 of the file manager: the records that use the file or folder (repeat with force=true to go ahead); records of modules the caller cannot open are counted per path in one unnamed row (empty module and id)',
      items: {
        type: 'object',
        required: ['path', 'module', 'moduleLabel', 'id', 'name'],
        properties: { path: { type: 'string' }, module: { type: 'string' }, moduleLabel: { type: 'string' }, id: { type: ['integer', 'string'] }, name: { type: 'string' } },
      },
    },
  },
});

/** Errors a route may answer (4xx, 502 for an upstream failure, 503 for a missing setting), each in the `{ message, errorMessages? }` body. */
export type ClientError = 400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 422 | 429 | 502 | 503;

export const ERROR_TEXT: Record<ClientError, string> = {
  400: 'The input is not valid: `errorMessages` names each field, or `message` says which rule refused it',
  401: 'No session, or it expired or was revoked (sign in again)',
  403: 'The session lacks the permission the route needs, or its second factor (see `code`)',
  404: 'No such record',
  409: 'Conflicts with stored data (stale version, duplicate, in use)',
  413: 'The request is too large',
  414: 'The address is too long',
  415: 'The body is not JSON (send Content-Type: application/json)',
  422: 'The folder is full',
  429: 'Too many attempts; retry after the Retry-After header',
  502: 'A service the API relies on refused or could not be reached',
  503: 'This server is not configured for it (`message` names the setting)',
};

/** The documented answer of one client error status. */
export function errorResponse(status: ClientError): Record<string, unknown> {
  return { description: ERROR_TEXT[status], content: { 'application/json': { schema: errorBody } } };
}

/** `{ data, message? }` around a reply's payload. */
export function envelope(data: JsonObject, description: string): Record<string, unknown> {
  return { description, content: { 'application/json': { schema: { type: 'object', required: ['data'], properties: { data, message: messageSchema } } } } };
}

declare const VALIDATED: unique symbol;
/** A documented request part that carries the output type of the valibot schema that checks it (types only). */
export type Validated<T> = JsonObject & { readonly [VALIDATED]: T };

/** Types a handler's `request.body / query / params` from the route's docSchema (`app.withTypeProvider<ValibotDocs>()`). */
export interface ValibotDocs extends FastifyTypeProvider {
  validator: this['schema'] extends Validated<infer T> ? T : unknown;
  serializer: unknown;
}

const checkers = new WeakMap<object, AnySchema>();

/** The valibot schema that checks a documented request part, if it has one. */
export function checkerOf(json: unknown): AnySchema | undefined {
  return typeof json === 'object' && json !== null ? checkers.get(json) : undefined;
}

/** A request part documented by a reworked JSON schema (named, image rules stated) and checked by `schema`. */
export function checkedBy<S extends AnySchema>(json: JsonObject, schema: S): Validated<v.InferOutput<S>> {
  checkers.set(json, schema);
  return json as Validated<v.InferOutput<S>>;
}

type Part = AnySchema | JsonObject | undefined;
/** The route schema's type for one request part: validated parts carry their output type. */
type PartType<S extends Part> = S extends AnySchema ? Validated<v.InferOutput<S>> : S extends Validated<unknown> ? S : S extends JsonObject ? JsonObject : undefined;

export interface DocParts<B extends Part = Part, Q extends AnySchema | undefined = AnySchema | undefined, P extends AnySchema | undefined = AnySchema | undefined> {
  /** Stable, unique: a generated client names its call after it (`listLandingPages`). */
  operationId: string;
  tags: string[];
  summary: string;
  /** Valibot: documented and validated; JSON: documented only, or validated too when made with `checkedBy`. */
  body?: B;
  querystring?: Q;
  params?: P;
  /** The reply's `data`: a valibot or JSON schema; `null` for a bare acknowledgement (`data: null`). */
  data?: AnySchema | JsonObject | null;
  /** The whole 2xx answer when it is not the JSON envelope (a file, XML, an event stream): content type → schema. */
  content?: Record<string, JsonObject>;
  /** Success status (default 200). */
  status?: 200 | 201 | 204;
  /** Client errors the route answers itself; 400 (with input), 401 and 403 (by access) are added by docs.ts. */
  errors?: ClientError[];
  description?: string;
}

const isValibot = (schema: AnySchema | JsonObject): schema is AnySchema => typeof (schema as { '~standard'?: unknown })['~standard'] === 'object';

function dataSchema(data: DocParts['data']): JsonObject {
  if (data === null) return { type: 'null', description: 'Always null' };
  if (data === undefined) return {};
  return isValibot(data) ? jsonSchemaOf(data) : data;
}

/** A validated part's JSON schema, remembered with its valibot schema for the validator compiler. */
function checked(schema: AnySchema, json: JsonObject): JsonObject {
  checkers.set(json, schema);
  return json;
}

export function docSchema<B extends Part = undefined, Q extends AnySchema | undefined = undefined, P extends AnySchema | undefined = undefined>(
  { operationId, tags, summary, body, querystring, params, data, content, status = 200, errors = [], description }: DocParts<B, Q, P>,
): FastifySchema & { body: PartType<B>; querystring: PartType<Q>; params: PartType<P> } {
  const ok = status === 201 ? 'Created' : 'OK';
  // 204: done, and no body at all.
  const success = status === 204
    ? { type: 'null', description: 'Done (no body)' }
    : content
      ? { description: ok, content: Object.fromEntries(Object.entries(content).map(([type, schema]) => [type, { schema }])) }
      : envelope(dataSchema(data), ok);
  const response: Record<string, unknown> = { [status]: success };
  for (const code of errors) response[code] = errorResponse(code);
  return {
    operationId,
    tags,
    summary,
    ...(description ? { description } : {}),
    ...(body ? { body: isValibot(body) ? checked(body, jsonSchemaOf(body)) : body } : {}),
    ...(querystring ? { querystring: checked(querystring, jsonSchemaOf(querystring, 'text')) } : {}),
    ...(params ? { params: checked(params, jsonSchemaOf(params, 'text')) } : {}),
    response,
  } as unknown as FastifySchema & { body: PartType<B>; querystring: PartType<Q>; params: PartType<P> };
}

const stamp = { type: 'string', format: 'date-time' };

export interface RecordDocOptions {
  softDelete?: boolean;
  /** The table has created_by / updated_by (the user ids that wrote it, null for the system). */
  userColumns?: boolean;
  /** The derived status a list adds to each record (not on a single record's read). */
  statuses?: readonly string[];
  /** Fields the record's SQL adds (`… AS bank_name`), by field name. */
  extra?: Readonly<Record<string, JsonObject>>;
}

/** The schema that also accepts null. */
export function orNull(schema: Record<string, unknown>): Record<string, unknown> {
  const { type } = schema;
  if (typeof type === 'string') return type === 'null' ? schema : { ...schema, type: [type, 'null'], ...(Array.isArray(schema.enum) ? { enum: [...schema.enum, null] } : {}) };
  if (Array.isArray(type)) return type.includes('null') ? schema : { ...schema, type: [...type, 'null'] };
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as { type?: unknown }[]).some((m) => m.type === 'null') ? schema : { ...schema, anyOf: [...schema.anyOf, { type: 'null' }] };
  return { anyOf: [schema, { type: 'null' }] };
}

/** The stored form of a module record: its schema's fields plus the bookkeeping every record carries. */
export function recordSchema(schema: AnySchema, options: RecordDocOptions = {}): JsonObject {
  // The rules across fields are a write's (stored records from before a rule need not hold it): not the record's.
  const { additionalProperties: _closed, required: inputRequired = [], allOf: _writeRules, ...fields } = jsonSchemaOf(schema);
  // A field a create may leave out is stored as null (its column has no value): the record says so.
  const stored = Object.fromEntries(Object.entries(fields.properties ?? {}).map(([field, property]) => [field, inputRequired.includes(field) ? property : orNull(property)]));
  const userId = { type: ['integer', 'null'], description: 'The user who wrote it (null: the system)' };
  return {
    ...fields,
    type: 'object',
    required: ['id', 'version', 'createdAt', 'updatedAt', ...Object.keys(fields.properties ?? {}).filter((f) => f !== 'password')],
    properties: {
      id: { type: 'integer', minimum: 1 },
      ...stored,
      ...options.extra,
      version: { type: 'integer', minimum: 1 },
      createdAt: stamp,
      updatedAt: stamp,
      ...(options.userColumns ? { createdBy: userId, updatedBy: userId } : {}),
      ...(options.statuses ? { status: { type: 'string', enum: options.statuses, description: 'Derived from the dates and the active flag (in lists)' } } : {}),
      ...(options.softDelete ? { deletedAt: { ...stamp, type: ['string', 'null'] } } : {}),
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

/** The server as a module's routes see it: request parts typed from each route's docSchema. */
export type RoutesApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ValibotDocs>;
