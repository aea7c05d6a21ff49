// How long publishing a 50-item campaign takes (10 modules × 5 records: updates, publishes, unpublishes,
// deletes and creates), on in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (in a schema of its own).
//   npx tsx --tsconfig apps/admin-api/tsconfig.json apps/admin-api/scripts/campaign-timing.ts
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app';
import { DEMO_PASSWORD } from '../src/core/seed';
import { storedImage } from '../test/stored-images';
import { caller, customPage, entertainment, hotBanner, made, message, placement, subBanner, type Caller } from '../src/modules/campaigns/testing';

const ITEMS = 50;

async function fiftyItems(admin: Caller): Promise<object[]> {
  const items: object[] = [];
  for (let i = 0; items.length < ITEMS; i++) {
    const hot = await made(admin, 'POST', '/api/v1/banners', hotBanner());
    const msg = await made(admin, 'POST', '/api/v1/messages', message());
    const spot = await made(admin, 'POST', '/api/v1/placements', placement());
    const show = await made(admin, 'POST', '/api/v1/entertainments', entertainment());
    items.push(
      { module: 'hotbanner', recordId: hot.id, action: 'update', values: { bannerName: `Kampania ${i}` } },
      { module: 'messages', recordId: msg.id, action: 'publish' },
      { module: 'placements', recordId: spot.id, action: 'unpublish' },
      { module: 'entertainments', recordId: show.id, action: i % 2 ? 'delete' : 'update', ...(i % 2 ? {} : { values: { entertainmentName: `Finał ${i}` } }) },
      { module: 'custom-page', action: 'create', values: customPage() },
      { module: 'banners', action: 'create', values: subBanner() },
    );
  }
  return items.slice(0, ITEMS);
}

async function main(): Promise<void> {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  const schema = databaseUrl ? `timing_${randomBytes(5).toString('hex')}` : undefined;
  const app = await buildApp({ dataDir: 'memory', demoData: true, logger: false, databaseUrl, databaseSchema: schema, mailer: { send: async () => undefined } });
  // The image the placements name must be stored (a link to no stored file is refused).
  await storedImage(app, 'placements/campaign.png', 'placement');
  try {
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'admin@example.com', password: DEMO_PASSWORD } });
    const admin = caller(app, login.json().data.accessToken);
    const runs: number[] = [];
    for (let run = 0; run < 3; run++) {
      const campaign = await made<{ id: number }>(admin, 'POST', '/api/v1/campaigns', { name: `Pięćdziesiąt ${run}` });
      for (const item of await fiftyItems(admin)) await made(admin, 'POST', `/api/v1/campaigns/${campaign.id}/items`, item);
      const started = performance.now();
      const res = await admin('POST', `/api/v1/campaigns/${campaign.id}/publish`);
      runs.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`publish: ${res.status} ${JSON.stringify(res.body)}`);
    }
    const sorted = [...runs].sort((a, b) => a - b);
    console.log(`${databaseUrl ? 'PostgreSQL' : 'PGlite'}: publishing a ${ITEMS}-item campaign took ${runs.map((ms) => ms.toFixed(0)).join(', ')} ms (median ${sorted[1].toFixed(0)} ms)`);
  } finally {
    await app.close();
    if (databaseUrl && schema) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
