// OpenAPI document and docs page at /api/docs (registered before the routes so it sees them all).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Back Office admin API', version: '1.0.0', description: 'Admin API (/api/v1) and content API (/api). Sign in with POST /api/v1/auth/login and send the token in x-access-token.' },
      components: { securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'x-access-token' } } },
      security: [{ accessToken: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
