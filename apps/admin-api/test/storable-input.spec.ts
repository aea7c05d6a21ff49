// Input PostgreSQL cannot store (NUL, lone surrogates, integers past an integer column) and file links that
// leave the file store: each answers 400 with the field's message, never 500. Fastify's own URL
// errors answer in the same { message } envelope.
import { listQuerySchema, moduleListSpec, schemaRuleProblems } from '@backoffice/validation';
import { pageConfig } from '../src/modules/landing/testing';
import { RESOURCES } from '../src/resources';
import { createTestApp, login, type TestApp } from './helpers';

let app: TestApp;
let admin: string;
let roleId: number;
let userId: number;
let page: { id: number; version: number };

const BIG = 2 ** 31;
const TEXT = 'must be a valid text!';
const TOO_BIG = 'must be less than or equal to 2147483647!';
const FILE_LINK = 'must be a valid file link!';

beforeAll(async () => {
  app = await createTestApp();
  admin = await login(app, 'admin@example.com');
  const editor = (await app.inject({ method: 'GET', url: '/api/v1/users?search=editor@', headers: { 'x-access-token': admin } })).json().data.items[0];
  userId = editor.id;
  roleId = editor.rolesIds[0];
  page = (await app.inject({ method: 'POST', url: '/api/landingPages', headers: { 'x-access-token': admin }, payload: { config: pageConfig('hostile') } })).json().data;
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
/** Sends raw JSON, so escapes like "\ud800" reach the server as they are. */
const send = (method: Method, url: string, json?: string) =>
  app.inject({ method, url, headers: { 'x-access-token': admin, ...(json ? { 'content-type': 'application/json' } : {}) }, ...(json ? { payload: json } : {}) });

const user = (changes: object) => JSON.stringify({ firstName: 'Ewa', lastName: 'Lis', email: 'ewa@example.com', rolesIds: [roleId], password: 'Passw0rd!', ...changes });
const userPut = (changes: object) => JSON.stringify({ firstName: 'Piotr', lastName: 'Nowak', email: 'editor@example.com', rolesIds: [roleId], version: 1, ...changes });
const landing = (changes: object) => JSON.stringify({ config: { ...pageConfig('hostile-new'), ...changes } });
const base = (changes: object) => JSON.stringify({ config: { ctaLabel: 'Graj', defaultHeadline: 'Bonus', disclaimer: '18+', ...changes } });
const bulk = (items: object[], changes: object = { terms: 'x' }) => JSON.stringify({ items, changes });

// [case, method, url, raw JSON body, field, message]
const CASES: Array<[string, Method, () => string, (() => string) | undefined, string, string]> = [
  ['NUL in a role name', 'POST', () => '/api/v1/roles', () => JSON.stringify({ roleName: 'Ad\u0000min' }), 'roleName', TEXT],
  ['lone surrogate in a role name', 'POST', () => '/api/v1/roles', () => '{"roleName":"Team \\ud800"}', 'roleName', TEXT],
  ['NUL in a user first name', 'POST', () => '/api/v1/users', () => user({ firstName: 'E\u0000wa' }), 'firstName', TEXT],
  ['NUL in a user last name on update', 'PUT', () => `/api/v1/users/${userId}`, () => userPut({ lastName: 'N\u0000' }), 'lastName', TEXT],
  ['lone surrogate in a password', 'POST', () => '/api/v1/users', () => user({ password: 'Passw0rd!\\udc00' }).replace('\\\\udc00', '\\udc00'), 'password', TEXT],
  ['NUL in a landing headline', 'POST', () => '/api/landingPages', () => landing({ hero: { headline: 'Bo\u0000nus' } }), 'config.hero.headline', TEXT],
  ['NUL in landing terms on edit', 'PATCH', () => `/api/landingPages/${page.id}`, () => JSON.stringify({ config: { ...pageConfig('hostile'), terms: '\u0000' }, version: page.version }), 'config.terms', TEXT],
  ['NUL in a bulk edit change', 'PATCH', () => '/api/landingPages/bulkEdit', () => bulk([{ id: page.id, version: page.version }], { terms: 'a\u0000' }), 'changes.terms', TEXT],
  ['NUL in the base config', 'POST', () => '/api/baseConfig', () => base({ disclaimer: '18+\u0000' }), 'config.disclaimer', TEXT],
  ['NUL in the users list search', 'GET', () => '/api/v1/users?search=a%00b', undefined, 'search', TEXT],
  ['NUL in the roles list search', 'GET', () => '/api/v1/roles?search=%00', undefined, 'search', TEXT],
  ['NUL in the landing list search', 'GET', () => '/api/landingPages?search=%00', undefined, 'search', TEXT],
  ['NUL in the promotions search', 'GET', () => '/api/permanentPromotions?search=%00', undefined, 'search', TEXT],
  ['rolesIds past an integer column', 'POST', () => '/api/v1/users', () => user({ rolesIds: [BIG] }), 'rolesIds.0', TOO_BIG],
  ['user version past an integer column', 'PUT', () => `/api/v1/users/${userId}`, () => userPut({ version: BIG }), 'version', TOO_BIG],
  ['role version past an integer column', 'PUT', () => `/api/v1/roles/${roleId}`, () => JSON.stringify({ roleName: 'Landing editor', version: BIG }), 'version', TOO_BIG],
  ['landing version past an integer column', 'PATCH', () => `/api/landingPages/${page.id}`, () => JSON.stringify({ config: pageConfig('hostile'), version: BIG }), 'version', TOO_BIG],
  ['bulk edit id past an integer column', 'PATCH', () => '/api/landingPages/bulkEdit', () => bulk([{ id: BIG, version: 1 }]), 'items.0.id', TOO_BIG],
  ['bulk edit version past an integer column', 'PATCH', () => '/api/landingPages/bulkEdit', () => bulk([{ id: page.id, version: 2 ** 53 }]), 'items.0.version', TOO_BIG],
  ['base config version past an integer column', 'POST', () => '/api/baseConfig', () => JSON.stringify({ config: { ctaLabel: 'a', defaultHeadline: 'b', disclaimer: 'c' }, version: BIG }), 'version', TOO_BIG],
  ['promotion id past an integer column', 'POST', () => '/api/landingPages', () => landing({ permanentPromotion: { id: BIG, name: 'B', landing_page_url: 'https://example.pl' } }), 'config.permanentPromotion.id', TOO_BIG],
  ['hero image escaping the file store', 'POST', () => '/api/landingPages', () => landing({ hero: { headline: 'H', desktopImage: '/files/../../etc/passwd' } }), 'config.hero.desktopImage', FILE_LINK],
  ['carousel image carrying markup', 'POST', () => '/api/landingPages', () => landing({ carousel: [{ desktopImage: '/files/x"><script>', mobileImage: '/files/banners/a.png' }] }), 'config.carousel.0.desktopImage', FILE_LINK],
  ['bulk edit image escaping the file store', 'PATCH', () => '/api/landingPages/bulkEdit', () => bulk([{ id: page.id, version: page.version }], { hero: { mobileImage: '/files/%2e%2e/%2e%2e/etc/passwd' } }), 'changes.hero.mobileImage', FILE_LINK],
  ['base config image escaping the file store', 'POST', () => '/api/baseConfig', () => base({ heroDesktopImage: '/files/banners/../../../etc/passwd' }), 'config.heroDesktopImage', FILE_LINK],
];

describe('input the database cannot store', () => {
  it.each(CASES)('%s → 400 with the field message', async (_name, method, url, body, field, message) => {
    const res = await send(method, url(), body?.());
    expect({ status: res.statusCode, messages: res.json().errorMessages?.[field] }).toEqual({ status: 400, messages: expect.arrayContaining([message]) });
  });

  it('a public link code with NUL sends the visitor to registration like an unknown code', async () => {
    for (const code of ['a%00b', 'x%22%3E%3Cscript%3E', 'y'.repeat(70)]) {
      const res = await app.inject({ method: 'GET', url: `/api/public/landing/${code}` });
      expect({ code, status: res.statusCode }).toEqual({ code, status: 302 });
    }
  });

  it('the list query of every resource keeps the string and integer rules', () => {
    for (const resource of RESOURCES) expect(schemaRuleProblems(listQuerySchema(moduleListSpec(resource.module)))).toEqual([]);
  });
});

describe("Fastify's own errors", () => {
  it('a URL that cannot be decoded answers 400 in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/users/%E0%A4%A', headers: { 'x-access-token': admin } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The address is not valid.' });
  });

  it('a path parameter past the router limit answers 414 in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/users/${'1'.repeat(500)}`, headers: { 'x-access-token': admin } });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'The address is too long.' });
  });

  it('broken JSON answers 400 in the envelope', async () => {
    const res = await send('POST', '/api/v1/roles', '{"roleName":');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });
});
