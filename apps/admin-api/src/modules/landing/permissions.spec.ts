jest.setTimeout(60_000);

import type { FastifyInstance } from 'fastify';
import { createTestApp, login } from '../../../test/helpers';
import { caller, createPage, pageConfig, type Call } from './testing';

let app: FastifyInstance;
let admin: Call;
let editor: Call;
let viewer: Call;
let anonymous: Call;
let pageId: number;

beforeAll(async () => {
  app = await createTestApp();
  admin = caller(app, await login(app, 'admin@example.com'));
  editor = caller(app, await login(app, 'editor@example.com'));
  viewer = caller(app, await login(app, 'viewer@example.com'));
  anonymous = caller(app);
  pageId = (await createPage(admin, 'perm-page')).id;
});
afterAll(() => app.close());

const mutations = (): [string, Parameters<Call>][] => [
  ['create', ['POST', '/api/landingPages', { config: pageConfig('forged') }]],
  ['edit', ['PATCH', `/api/landingPages/${pageId}`, { config: pageConfig('perm-page'), version: 1 }]],
  ['publish', ['PATCH', `/api/landingPages/${pageId}/status`, { status: 'published' }]],
  ['delete', ['DELETE', `/api/landingPages/${pageId}`]],
  ['restore', ['POST', `/api/landingPages/${pageId}/restore`]],
  ['bulk edit', ['PATCH', '/api/landingPages/bulkEdit', { items: [{ id: pageId, version: 1 }], changes: { terms: 'x' } }]],
  ['base config', ['POST', '/api/baseConfig', { config: { ctaLabel: 'a', defaultHeadline: 'b', disclaimer: 'c' } }]],
];

describe('landing permissions', () => {
  it('refuses every call without a token with 401', async () => {
    expect((await anonymous('GET', '/api/landingPages')).status).toBe(401);
    for (const [, args] of mutations()) expect((await anonymous(...args)).status).toBe(401);
  });

  it('lets the viewer read but refuses every mutation with 403', async () => {
    expect((await viewer('GET', '/api/landingPages?status=draft')).status).toBe(200);
    expect((await viewer('GET', `/api/landingPages/${pageId}`)).status).toBe(200);
    expect((await viewer('GET', `/api/landingPages/bulkEdit?ids=${pageId}`)).status).toBe(200);
    expect((await viewer('GET', '/api/permanentPromotions?search=')).status).toBe(200);
    expect((await viewer('GET', '/api/baseConfig')).status).toBe(200);
    for (const [name, args] of mutations()) {
      const res = await viewer(...args);
      expect([name, res.status]).toEqual([name, 403]);
    }
    expect((await admin('GET', `/api/landingPages/${pageId}`)).body.data).toMatchObject({ version: 1, deletedAt: null, status: 'draft' });
  });

  it('lets the landing editor do every action', async () => {
    const statuses: number[] = [];
    for (const [, args] of mutations()) statuses.push((await editor(...args)).status);
    // create 201; edit, publish, delete, restore, bulk edit, base config 200.
    expect(statuses).toEqual([201, 200, 200, 200, 200, 200, 200]);
  });
});
