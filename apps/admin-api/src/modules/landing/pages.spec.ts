jest.setTimeout(60_000);

import type { FastifyInstance } from 'fastify';
import { type ListReply } from '@backoffice/validation';
import type { LandingPage } from '@backoffice/modules-landing';

type LandingPageList = ListReply<LandingPage>;
import { createTestApp, login } from '../../../test/helpers';
import { caller, createPage, pageConfig, type Call } from './testing';

let app: FastifyInstance;
let call: Call;
const clock = new Date('2026-11-22T12:00:00.000Z');

beforeAll(async () => {
  app = await createTestApp({ now: () => clock });
  call = caller(app, await login(app, 'admin@example.com'));
});
afterAll(() => app.close());

const list = async (query: string) => (await call('GET', `/api/landingPages?${query}`)).body.data as LandingPageList;

describe('landing pages: create, read, edit', () => {
  it('creates a draft with normalised codes and refuses a taken link code', async () => {
    const res = await call('POST', '/api/landingPages', { config: pageConfig('Create-One') });
    expect(res.status).toBe(201);
    const page = res.body.data as LandingPage;
    expect(page).toMatchObject({ status: 'draft', publishAt: null, deletedAt: null, version: 1 });
    expect(page.config.affiliateLink.link_code).toBe('create-one');
    expect(res.body.message).toBe('Landing page created successfully');

    const dup = await call('POST', '/api/landingPages', { config: pageConfig('CREATE-one') });
    expect(dup.status).toBe(409);
    expect(dup.body.errorMessages).toEqual({ 'config.affiliateLink.link_code': ['Link code already exists'] });
  });

  it('refuses invalid input with field messages, never 500', async () => {
    const bad = await call('POST', '/api/landingPages', {
      config: { ...pageConfig('bad'), affiliateLink: { username: '', promo_code: 'X', link_code: 'a b' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessages).toMatchObject({
      'config.affiliateLink.username': ['Partner is required!'],
      'config.affiliateLink.link_code': ['must be a valid link code!'],
    });
    expect((await call('POST', '/api/landingPages', { config: pageConfig('extra'), hacked: true })).status).toBe(400);
    expect([400, 415]).toContain((await call('POST', '/api/landingPages', 'not json')).status);
    expect((await call('GET', '/api/landingPages/abc')).status).toBe(400);
    expect((await call('GET', '/api/landingPages?pageSize=101')).status).toBe(400);
    expect((await call('GET', '/api/landingPages/999999')).status).toBe(404);
  });

  it('edits with the version it read and answers 409 to a stale one', async () => {
    const page = await createPage(call, 'edit-me');
    const config = pageConfig('edit-me', { hero: { headline: 'Nowy nagłówek' } });
    const ok = await call('PATCH', `/api/landingPages/${page.id}`, { config, version: 1 });
    expect(ok.status).toBe(200);
    expect((ok.body.data as LandingPage).version).toBe(2);
    expect((ok.body.data as LandingPage).config.hero.headline).toBe('Nowy nagłówek');
    const stale = await call('PATCH', `/api/landingPages/${page.id}`, { config, version: 1 });
    expect(stale.status).toBe(409);
    const other = await createPage(call, 'taken-code');
    const clash = await call('PATCH', `/api/landingPages/${page.id}`, { config: pageConfig('taken-code'), version: 2 });
    expect(clash.status).toBe(409);
    expect((await call('GET', `/api/landingPages/${other.id}`)).status).toBe(200);
  });
});

describe('landing pages: transitions', () => {
  it('publishes without a date and unpublishes with and without a republish date', async () => {
    const page = await createPage(call, 'transit');
    const pub = await call('PATCH', `/api/landingPages/${page.id}/status`, { status: 'published' });
    expect(pub.status).toBe(200);
    expect(pub.body.data).toMatchObject({ status: 'published', publishAt: null });
    expect(pub.body.message).toBe('Landing page published successfully');
    expect((await call('PATCH', `/api/landingPages/${page.id}/status`, { status: 'published', publishAt: '2026-11-23T10:00:00Z' })).status).toBe(400);

    const un = await call('PATCH', `/api/landingPages/${page.id}/status`, { status: 'draft' });
    expect(un.body.data).toMatchObject({ status: 'draft', publishAt: null });

    const when = '2026-11-22T13:15:00.000Z';
    const again = await call('PATCH', `/api/landingPages/${page.id}/status`, { status: 'draft', publishAt: when });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'draft', publishAt: when });
    // Without the staff member's zone the confirmation uses the site's (Warsaw, UTC+1 in November), never bare UTC.
    expect(again.body.message).toBe('Landing page unpublished; republishing is scheduled for 22.11.2026 14:15');
    const inWarsaw = await call('PATCH', `/api/landingPages/${page.id}/status`, { status: 'draft', publishAt: '2026-12-20T11:00:00.000Z', timeZone: 'Europe/Warsaw' });
    expect(inWarsaw.body.message).toBe('Landing page unpublished; republishing is scheduled for 20.12.2026 12:00');
    const inLondon = await call('PATCH', `/api/landingPages/${page.id}/status`, { status: 'draft', publishAt: '2026-12-20T11:00:00.000Z', timeZone: 'Europe/London' });
    expect(inLondon.body.message).toBe('Landing page unpublished; republishing is scheduled for 20.12.2026 11:00');
    const badZone = await call('PATCH', `/api/landingPages/${page.id}/status`, { status: 'draft', timeZone: 'Mars/Olympus' });
    expect(badZone.status).toBe(400);
    expect(badZone.body.errorMessages).toEqual({ timeZone: ['Time zone must be a valid time zone name!'] });
    expect((await call('PATCH', `/api/landingPages/${page.id}/status`, { status: 'draft', publishAt: when })).status).toBe(200);

    expect((await call('PATCH', `/api/landingPages/${page.id}/status`, { status: 'draft', publishAt: '2026-11-22T11:00:00Z' })).status).toBe(400);
    expect((await call('PATCH', `/api/landingPages/${page.id}/status`, { status: 'draft', publishAt: '2026-11-22T13:10:00Z' })).status).toBe(400);
    expect((await call('PATCH', `/api/landingPages/${page.id}/status`, { status: 'live' })).status).toBe(400);
  });

  it('soft-deletes to the deleted tab and restores to where it was', async () => {
    const page = await createPage(call, 'delete-me');
    await call('PATCH', `/api/landingPages/${page.id}/status`, { status: 'published' });
    const del = await call('DELETE', `/api/landingPages/${page.id}`);
    expect(del.status).toBe(200);
    expect((del.body.data as LandingPage).deletedAt).toBe(clock.toISOString());
    expect((await list('status=deleted')).items.map((p) => p.id)).toContain(page.id);
    expect((await list('status=published&pageSize=100')).items.map((p) => p.id)).not.toContain(page.id);
    expect((await call('DELETE', `/api/landingPages/${page.id}`)).status).toBe(409);
    expect((await call('PATCH', `/api/landingPages/${page.id}/status`, { status: 'draft' })).status).toBe(409);

    const restored = await call('POST', `/api/landingPages/${page.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ status: 'published', deletedAt: null });
    expect((await call('POST', `/api/landingPages/${page.id}/restore`)).status).toBe(409);
    expect((await call('POST', '/api/landingPages/999999/restore')).status).toBe(404);
  });
});

describe('landing pages: restore and the republish time', () => {
  it('keeps a scheduled republish time through delete and restore, and drops one that passed meanwhile', async () => {
    const later = '2026-11-23T09:15:00.000Z';
    const kept = await createPage(call, 'restore-keeps-date');
    const lapsed = await createPage(call, 'restore-drops-date');
    for (const page of [kept, lapsed]) {
      expect((await call('PATCH', `/api/landingPages/${page.id}/status`, { status: 'draft', publishAt: later })).status).toBe(200);
      expect((await call('DELETE', `/api/landingPages/${page.id}`)).status).toBe(200);
    }
    const restored = await call('POST', `/api/landingPages/${kept.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ status: 'draft', publishAt: later, deletedAt: null });

    const now = clock.getTime();
    clock.setTime(Date.parse(later) + 60_000);
    try {
      // A session of its own: the file's session would expire by the jump in time.
      const lateCall = caller(app, await login(app, 'admin@example.com'));
      const late = await lateCall('POST', `/api/landingPages/${lapsed.id}/restore`);
      expect(late.status).toBe(200);
      // Restored after its time: it must not publish the moment it comes back.
      expect(late.body.data).toMatchObject({ status: 'draft', publishAt: null, deletedAt: null });
    } finally {
      clock.setTime(now);
      // Signing in at the later time ended the sessions idle since: the next tests sign in again.
      call = caller(app, await login(app, 'admin@example.com'));
    }
  });
});

describe('landing pages: list', () => {
  it('pages, sorts and searches within a tab', async () => {
    for (const code of ['list-a', 'list-b', 'list-c']) {
      const p = await createPage(call, code);
      await call('PATCH', `/api/landingPages/${p.id}/status`, { status: 'published' });
    }
    const first = await list('status=published&search=list-&sort=linkCode&order=asc&pageSize=10&page=1');
    expect(first.total).toBe(3);
    expect(first.items.map((p) => p.config.affiliateLink.link_code)).toEqual(['list-a', 'list-b', 'list-c']);
    const second = await list('status=published&search=list-&sort=linkCode&order=desc&pageSize=10&page=2');
    expect(second).toMatchObject({ total: 3, items: [], page: 2 });
    expect((await list('search=50%25')).total).toBe(0);
  });
});
