// OpenAPI route schemas generated from the valibot schemas, for the docs only: valibot stays the one validator
// (app.ts turns Fastify's own validation off), so the docs cannot drift from what the server accepts.
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import type { FastifySchema } from 'fastify';

type AnySchema = v.GenericSchema;

type JsonObject = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>>; required?: string[] };

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

function json(schema: AnySchema): JsonObject {
  // Transformations (trim, toLowerCase, Number) have no JSON Schema form: they are left out, not fatal.
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, { errorMode: 'ignore' }) as JsonObject;
  return markRequired(rest);
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
