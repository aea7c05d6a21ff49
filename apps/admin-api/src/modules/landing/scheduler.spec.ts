import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
jest.setTimeout(60_000);

import type { FastifyInstance } from 'fastify';
import type { LandingPage } from '@backoffice/modules-landing';
import { createTestApp, login } from '../../../test/helpers';
import { publishDuePages } from './repository';
import { caller, createPage } from './testing';

const start = new Date('2026-11-22T12:00:00.000Z');

describe('scheduled publishing', () => {
  let clock = start;
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ now: () => clock });
  });
  afterAll(() => app.close());

  it('publishes a draft once its publishAt has passed, and nothing else', async () => {
    const call = caller(app, await login(app, 'admin@example.com'));
    const due = await createPage(call, 'sched-due');
    const later = await createPage(call, 'sched-later');
    const gone = await createPage(call, 'sched-gone');
    await call('PATCH', `/api/landingPages/${due.id}/status`, { status: 'draft', publishAt: '2026-11-22T12:15:00Z' });
    await call('PATCH', `/api/landingPages/${later.id}/status`, { status: 'draft', publishAt: '2026-11-22T13:00:00Z' });
    await call('PATCH', `/api/landingPages/${gone.id}/status`, { status: 'draft', publishAt: '2026-11-22T12:15:00Z' });
    await call('DELETE', `/api/landingPages/${gone.id}`);

    expect(await publishDuePages(app.db, clock)).toEqual([]);
    clock = new Date('2026-11-22T12:15:00.000Z');
    expect((await publishDuePages(app.db, clock)).map((p) => p.id)).toEqual([due.id]);
    const page = (await call('GET', `/api/landingPages/${due.id}`)).body.data as LandingPage;
    expect(page).toMatchObject({ status: 'published', publishAt: null, version: 3 });
    expect(((await call('GET', `/api/landingPages/${later.id}`)).body.data as LandingPage).status).toBe('draft');
    expect(((await call('GET', `/api/landingPages/${gone.id}`)).body.data as LandingPage).status).toBe('draft');
  });
});

describe('the scheduler timer', () => {
  const saved = process.env.LANDING_SCHEDULER_INTERVAL_MS;
  beforeAll(() => {
    process.env.LANDING_SCHEDULER_INTERVAL_MS = '25';
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.LANDING_SCHEDULER_INTERVAL_MS;
    else process.env.LANDING_SCHEDULER_INTERVAL_MS = saved;
  });

  const waitFor = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 20));
    }
    return false;
  };

  it('fires by itself and catches up after a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'landing-sched-'));
    let clock = start;
    try {
      const first = await createTestApp({ dataDir: dir, now: () => clock });
      const call = caller(first, await login(first, 'admin@example.com'));
      const page = await createPage(call, 'sched-restart');
      await call('PATCH', `/api/landingPages/${page.id}/status`, { status: 'draft', publishAt: '2026-11-22T12:30:00Z' });
      await first.close();

      // The time passes while the server is down; the next start publishes it without any browser involved.
      clock = new Date('2026-11-22T12:45:00.000Z');
      const second = await createTestApp({ dataDir: dir, now: () => clock });
      await second.ready();
      const published = await waitFor(async () => {
        const { rows } = await second.db.query<{ status: string }>('SELECT status FROM landing_pages WHERE id = $1', [page.id]);
        return rows[0]?.status === 'published';
      });
      expect(published).toBe(true);

      const call2 = caller(second, await login(second, 'admin@example.com'));
      const next = await createPage(call2, 'sched-live');
      await call2('PATCH', `/api/landingPages/${next.id}/status`, { status: 'draft', publishAt: '2026-11-22T13:00:00Z' });
      clock = new Date('2026-11-22T13:00:00.000Z');
      const fired = await waitFor(async () => ((await call2('GET', `/api/landingPages/${next.id}`)).body.data as LandingPage).status === 'published');
      expect(fired).toBe(true);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
