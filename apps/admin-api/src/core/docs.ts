// OpenAPI 3.1 document and docs page at /api/docs (registered before the routes so it sees them all).
// Request parts are checked by the valibot schemas they were documented from (core/validator-compiler.ts); replies
// are serialised as they are (below), so a response schema can never filter a field out of an answer.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import type { RouteAccess } from './session';
import { errorResponse, type ClientError } from './doc-schema';
import { finishDocument } from './doc-components';

/** The 4xx every route answers by its access rule, its input and its address, added to what the route documents itself (404, 409 …). */
export function accessErrors(schema: FastifySchema, access: RouteAccess | undefined): ClientError[] {
  const errors: ClientError[] = [];
  if (schema.body || schema.querystring || schema.params) errors.push(400);
  // A body over the limit, or in a type the API does not parse, is refused before the route runs.
  if (schema.body) errors.push(413, 415);
  if (access !== 'public') errors.push(401);
  // Every signed-in route: a permission, or the second factor (code second_factor_enrolment_required / step_up_required).
  if (access && access !== 'public') errors.push(403);
  // Every route refuses a path parameter over the router's limit (http/error-handler.ts).
  errors.push(414);
  return errors;
}

/** Fastify names a wildcard `*`; OpenAPI needs a named parameter (`/files/{path}`). */
const WILDCARD = /\/\*$/;

function transform({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }): { schema: FastifySchema; url: string } {
  if (!schema || (schema as { hide?: boolean }).hide) return { schema, url };
  const access = (route.config as { access?: RouteAccess } | undefined)?.access;
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  for (const status of accessErrors(schema, access)) response[status] ??= errorResponse(status);
  if (access === 'public') schema = { ...schema, security: [] };
  if (!WILDCARD.test(url)) return { schema: { ...schema, response }, url };
  // The route's other parameters stay (a release's name and version); the wildcard becomes `path`.
  const own = (schema.params ?? {}) as { properties?: Record<string, { description?: string }>; required?: string[] };
  const { '*': wildcard, ...named } = own.properties ?? {};
  const pathText = wildcard?.description ?? 'The file key inside the store, e.g. banners/top.png: its slashes as they are or encoded (banners%2Ftop.png), as a generated client sends them. An upload answers the link /files/<key>.';
  const params = { type: 'object', required: [...(own.required ?? []).filter((key) => key !== '*'), 'path'], properties: { ...named, path: { type: 'string', description: pathText } } };
  return { schema: { ...schema, params, response: { ...response, 400: errorResponse(400), 404: errorResponse(404) } }, url: url.replace(WILDCARD, '/{path}') };
}

export async function registerDocs(app: FastifyInstance): Promise<void> {
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Back Office admin API',
        version: '1.0.0',
        description: 'Admin API (/api/v1) and content API (/api). Sign in with POST /api/v1/auth/login and send the token in x-access-token. Every 4xx answers the `Error` body.',
        license: { name: 'Proprietary (internal use)', identifier: 'LicenseRef-Proprietary' },
      },
      // The configured public origin (the shell, which proxies /api and /files), then whatever origin serves this document.
      servers: [
        { url: app.config.publicUrl, description: 'The public origin (PUBLIC_URL)' },
        { url: '/', description: 'The origin serving this document' },
      ],
      components: { securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'x-access-token' } } },
      security: [{ accessToken: [] }],
    },
    transform,
    transformObject: (documentObject) => finishDocument((documentObject as unknown as { openapiObject: never }).openapiObject) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
