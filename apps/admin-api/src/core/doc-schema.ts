// OpenAPI route schemas generated from the valibot schemas, for the docs only: valibot stays the one validator
// (app.ts turns Fastify's own validation off), so the docs cannot drift from what the server accepts.
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import type { FastifySchema } from 'fastify';

type AnySchema = v.GenericSchema;

function json(schema: AnySchema): Record<string, unknown> {
  // Transformations (trim, toLowerCase, Number) have no JSON Schema form: they are left out, not fatal.
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, { errorMode: 'ignore' }) as Record<string, unknown>;
  return rest;
}

export interface DocParts {
  tags: string[];
  summary: string;
  body?: AnySchema;
  querystring?: AnySchema;
  params?: AnySchema;
}

export function docSchema({ tags, summary, body, querystring, params }: DocParts): FastifySchema {
  return {
    tags,
    summary,
    ...(body ? { body: json(body) } : {}),
    ...(querystring ? { querystring: json(querystring) } : {}),
    ...(params ? { params: json(params) } : {}),
  };
}
