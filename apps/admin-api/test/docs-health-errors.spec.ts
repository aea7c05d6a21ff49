// Health, the OpenAPI document, 404s, and unexpected errors answered without internals.
import { createTestApp, type TestApp } from './helpers';

let app: TestApp;
const logged: unknown[] = [];

beforeAll(async () => {
  app = await createTestApp();
  app.get('/api/v1/explode', { config: { access: 'public' } }, async () => {
    throw new Error('secret connection string postgres://user:pw@db');
  });
  app.addHook('onError', async (_request, _reply, error) => void logged.push(error));
});
afterAll(() => app.close());

describe('core endpoints', () => {
  it('reports health with the database kind', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('ok');
  });

  it('serves the OpenAPI document and the docs page at /api/docs', async () => {
    const doc = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/auth/login', '/api/v1/profile', '/api/v1/users/{id}', '/api/v1/roles']));
    // Every resource and landing route is documented, the engine's and the module's own.
    expect(paths).toEqual(expect.arrayContaining([
      '/api/landingPages', '/api/landingPages/{id}', '/api/landingPages/{id}/restore', '/api/landingPages/{id}/status',
      '/api/landingPages/bulkEdit', '/api/permanentPromotions', '/api/baseConfig', '/api/v1/categories/{id}', '/api/v1/events-categories/{id}',
    ]));
    // Bodies come from the valibot schemas, required fields marked as such.
    const createUser = doc.json().paths['/api/v1/users'].post.requestBody.content['application/json'].schema;
    expect(createUser.required).toEqual(['firstName', 'lastName', 'email', 'rolesIds', 'password']);
    expect(createUser.additionalProperties).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('answers an unexpected error with 500, a request id, and no internals', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/secret|postgres|stack/i);
    expect(res.json().message).toContain(res.headers['x-request-id'] as string);
    expect(logged).toHaveLength(1);
  });
});
