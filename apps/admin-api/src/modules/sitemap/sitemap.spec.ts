// The sitemap through the API: entries on tabs all / included / excluded, 409 on a stale edit, bad input → 400,
// published landing pages kept as entries by the database, and the public XML (single file, then an index past
// 50,000 URLs) on the configured site origin.
import { pageConfig } from '../landing/testing';
import { createTestApp, login, type TestApp } from '../../../test/helpers';

const now = new Date('2026-11-23T12:00:00Z');
let app: TestApp;
let viewer: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
  app.inject({ method, url: `/api/v1/sitemaps${url}`, headers: token ? { 'x-access-token': token } : {}, ...(payload ? { payload } : {}) });
const entry = (path: string, extra: object = {}) => ({ path, changeFrequency: 'weekly', priority: 0.5, ...extra });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
const publicXml = (file = 'sitemap.xml') => app.inject({ method: 'GET', url: `/api/public/${file}` });

beforeAll(async () => {
  process.env.SITE_URL = 'https://www.bukmacher.example.pl';
  app = await createTestApp({ now: () => now, demoData: true });
  viewer = await login(app, 'viewer@example.com');
});
afterAll(async () => {
  delete process.env.SITE_URL;
  await app.close();
});

describe('sitemap entries', () => {
  it('lists the demo entries on the All, Included and Excluded tabs, by path', async () => {
    const all = (await call('GET', '?pageSize=100', viewer)).json().data;
    const excluded = (await call('GET', '?status=excluded&pageSize=100', viewer)).json().data;
    const included = (await call('GET', '?status=included&pageSize=100', viewer)).json().data;
    expect(all.total).toBeGreaterThanOrEqual(20);
    expect(excluded.items.map((e: { path: string }) => e.path)).toEqual(['/promocje/euro-2024', '/regulamin/archiwum-2023']);
    expect(included.total + excluded.total).toBe(all.total);
    const paths = all.items.map((e: { path: string }) => e.path);
    expect(paths).toEqual([...paths].sort());
  });

  it('creates, updates with the version (409 when stale) and deletes', async () => {
    const created = await call('POST', '', viewer, entry('/kategorie/hokej', { lastModified: '2026-11-20T10:00:00.000Z' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Sitemap entry created successfully', data: { path: '/kategorie/hokej', included: true, source: 'manual' } });
    const { id, version } = created.json().data;
    const updated = await call('PATCH', `/${id}`, viewer, { priority: 0.8, included: false, version });
    expect(updated.json()).toMatchObject({ message: 'Sitemap entry updated successfully', data: { priority: 0.8, included: false } });
    expect((await call('PATCH', `/${id}`, viewer, { priority: 0.9, version })).statusCode).toBe(409);
    expect((await call('POST', '', viewer, entry('/kategorie/hokej'))).json().errorMessages).toEqual({ path: ['The sitemap already lists this path'] });
    expect((await call('DELETE', `/${id}`, viewer)).json().message).toBe('Sitemap entry deleted successfully');
    expect((await call('GET', `/${id}`, viewer)).statusCode).toBe(404);
  });

  it('refuses bad input with the field messages and stores nothing', async () => {
    const before = (await call('GET', '?pageSize=100', viewer)).json().data.total;
    const res = await call('POST', '', viewer, { path: 'https://evil.example/x', changeFrequency: 'sometimes', priority: 1.5, lastModified: 'wczoraj' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessages).toMatchObject({
      path: ['must be a path of the site starting with /!'],
      changeFrequency: ['please select change frequency'],
      priority: ['must be less than or equal to 1!'],
      lastModified: ['must be a valid date!'],
    });
    expect((await call('POST', '', viewer, entry('//evil.example/x'))).statusCode).toBe(400);
    expect((await call('POST', '', viewer, entry('/a b'))).statusCode).toBe(400);
    expect((await call('POST', '', viewer, entry('/x', { priority: 0.55 }))).json().errorMessages).toEqual({ priority: ['must have at most one decimal place!'] });
    expect((await call('POST', '', viewer, entry('/x', { source: 'landing' }))).statusCode).toBe(400);
    expect((await call('GET', '?pageSize=100', viewer)).json().data.total).toBe(before);
  });

  it('keeps an entry for each published landing page: added on publish, gone on unpublish, not movable or deletable', async () => {
    const admin = await login(app, 'admin@example.com');
    const lp = (method: 'POST' | 'PATCH', url: string, payload: object) => app.inject({ method, url: `/api/landingPages${url}`, headers: { 'x-access-token': admin }, payload });
    const page = (await lp('POST', '', { config: pageConfig('jesien-2026') })).json().data;
    const find = async () => (await call('GET', '?search=/lp/jesien-2026', viewer)).json().data.items[0];
    expect(await find()).toBeUndefined();
    const published = (await lp('PATCH', `/${page.id}/status`, { status: 'published', publishAt: null })).json().data;
    expect(published.status).toBe('published');
    const landing = await find();
    expect(landing).toMatchObject({ path: '/lp/jesien-2026', source: 'landing', landingPageId: page.id, included: true });
    expect((await call('PATCH', `/${landing.id}`, viewer, { path: '/lp/inna', version: landing.version })).json().errorMessages).toEqual({ path: ['The path of a landing page entry follows its link code'] });
    const tuned = await call('PATCH', `/${landing.id}`, viewer, { priority: 0.9, version: landing.version });
    expect(tuned.json().data.priority).toBe(0.9);
    expect((await call('DELETE', `/${landing.id}`, viewer)).statusCode).toBe(409);
    expect(locs((await publicXml()).body)).toContain('https://www.bukmacher.example.pl/lp/jesien-2026');
    await lp('PATCH', `/${page.id}/status`, { status: 'draft', publishAt: null });
    expect(await find()).toBeUndefined();
  });

  it('needs a session, nothing more', async () => {
    expect((await call('GET', '')).statusCode).toBe(401);
    const editor = await login(app, 'editor@example.com');
    expect((await call('GET', '', editor)).statusCode).toBe(200);
  });
});

describe('public sitemap.xml', () => {
  it('lists the included entries as absolute URLs on SITE_URL, without a session', async () => {
    const res = await publicXml();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const urls = locs(res.body);
    expect(urls).toContain('https://www.bukmacher.example.pl/');
    expect(urls).toContain('https://www.bukmacher.example.pl/zaklady-na-zywo');
    expect(urls).not.toContain('https://www.bukmacher.example.pl/promocje/euro-2024');
    expect(urls.every((u) => u.startsWith('https://www.bukmacher.example.pl/'))).toBe(true);
    expect((await publicXml('sitemap-1.xml')).statusCode).toBe(404);
    expect((await publicXml('sitemap-abc.xml')).statusCode).toBe(400);
  });

  it('turns into an index of files past 50,000 URLs', async () => {
    await app.db.query(`INSERT INTO sitemap_entries (path, change_frequency, priority) SELECT '/mecz/' || lpad(g::text, 6, '0'), 'daily', 0.4 FROM generate_series(1, 50001) g`);
    const total = Number((await app.db.query<{ n: string }>('SELECT count(*)::text AS n FROM sitemap_entries WHERE included')).rows[0].n);
    const index = await publicXml();
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index.body)).toEqual(['https://www.bukmacher.example.pl/sitemap-1.xml', 'https://www.bukmacher.example.pl/sitemap-2.xml']);
    const first = await publicXml('sitemap-1.xml');
    const second = await publicXml('sitemap-2.xml');
    expect(locs(first.body)).toHaveLength(50_000);
    expect(locs(second.body)).toHaveLength(total - 50_000);
    expect((await publicXml('sitemap-3.xml')).statusCode).toBe(404);
    await app.db.query(`DELETE FROM sitemap_entries WHERE path LIKE '/mecz/%'`);
  }, 60_000);
});
