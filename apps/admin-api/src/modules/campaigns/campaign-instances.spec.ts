// A scheduled campaign runs exactly once at its time with two API instances on one PostgreSQL, both
// ticking every 50 ms and both asked at the same moment: its new record exists once, each change has one history
// entry. Runs only with TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../app';
import { login } from '../../../test/helpers';
import { publishDueCampaigns } from './run';
import { caller, campaignWith, hotBanner, made, subBanner, unique } from './testing';

const databaseUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = databaseUrl ? describe : describe.skip;

describeOnPostgres('a scheduled campaign across two API instances on one PostgreSQL', () => {
  const schema = `test_camp2_${randomBytes(5).toString('hex')}`;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const interval = process.env.CAMPAIGN_SCHEDULER_INTERVAL_MS;

  const instance = () => buildApp({ databaseUrl, databaseSchema: schema, dataDir: 'memory', demoData: true, logger: false, mailer: { send: async () => undefined } });

  beforeAll(async () => {
    process.env.CAMPAIGN_SCHEDULER_INTERVAL_MS = '50';
    a = await instance();
    b = await instance();
    await Promise.all([a.ready(), b.ready()]);
  }, 120_000);
  afterAll(async () => {
    if (interval === undefined) delete process.env.CAMPAIGN_SCHEDULER_INTERVAL_MS;
    else process.env.CAMPAIGN_SCHEDULER_INTERVAL_MS = interval;
    await Promise.all([a?.close(), b?.close()]);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it('publishes once at its time: one new record, one history entry per change', async () => {
    const admin = caller(a, await login(a, 'admin@example.com'));
    const hot = await made(admin, 'POST', '/api/v1/banners', hotBanner());
    const name = `Sub ${unique()}`;
    const id = await campaignWith(admin, 'Dwa serwery', [
      { module: 'banners', action: 'create', values: { ...subBanner(), subBannerName: name } },
      { module: 'hotbanner', recordId: hot.id, action: 'update', values: { bannerName: 'Raz' } },
    ]);
    const at = Date.now() + 1_500;
    await made(admin, 'POST', `/api/v1/campaigns/${id}/schedule`, { scheduledAt: new Date(at).toISOString() });
    const { rows: early } = await a.db.query<{ status: string }>('SELECT status FROM campaigns WHERE id = $1', [id]);
    expect(early[0].status).toBe('scheduled');

    // Both instances' own ticks (every 50 ms) and two explicit runs at the same moment race for it.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
    const runs = await Promise.all([publishDueCampaigns(a), publishDueCampaigns(b), publishDueCampaigns(a), publishDueCampaigns(b)]);
    for (let i = 0; i < 50; i++) {
      const { rows } = await a.db.query<{ status: string }>('SELECT status FROM campaigns WHERE id = $1', [id]);
      if (rows[0].status !== 'scheduled') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 300)); // a late second run would show by now
    expect(runs.flat().filter((ran) => ran === id).length).toBeLessThanOrEqual(1);

    const { rows: campaign } = await a.db.query<{ status: string }>('SELECT status FROM campaigns WHERE id = $1', [id]);
    expect(campaign[0].status).toBe('published');
    const { rows: created } = await a.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sub_banners WHERE sub_banner_name = $1', [name]);
    expect(created[0].n).toBe(1);
    const { rows: entries } = await a.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM history_entries WHERE detail->>'campaignId' = $1`, [String(id)]);
    expect(entries[0].n).toBe(2);
    expect((await a.db.query<{ banner_name: string }>('SELECT banner_name FROM hot_banners WHERE id = $1', [hot.id])).rows[0].banner_name).toBe('Raz');
  });
});
