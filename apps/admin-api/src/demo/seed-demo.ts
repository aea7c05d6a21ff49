// The demo data of a DEMO_DATA start: the demo accounts and every module's sample records, written once the modules
// are registered. app.ts imports this file only on such a start, so a production start never loads it. The order
// is the one rows refer to each other in: accounts, then landing pages and the sportsbook before the records that
// name them, the files the records link, and the players who joined the demo promotions last.
import type { FastifyInstance } from 'fastify';
import { seedDemoAccounts } from '../core/seed';
import { seedLandingDemo } from '../modules/landing/demo-seed';
import { demoFeed } from '../modules/sportsbook/demo-feed';
import { importFeed } from '../modules/sportsbook/feed-import';
import { seedChatDemo } from '../modules/chatroom/demo';
import { seedRegulationFiles } from '../modules/regulations/demo-files';
import { seedPromotionPlayers } from '../modules/promotions/players-demo';
import { storageFor } from '../modules/files/storage/storage-for-app';
import { materializeDemoFiles } from '../resource/demo-files';
import { seedDemo } from '../resource/demo';
import type { ResourceDefinition } from '../resource/definition';
import { RESOURCES } from '../resources';

const BET_MATCH_OVERVIEW_IMAGE = '/files/bet-match/overview.png';

export async function seedDemoData(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const now = app.config.now();
  await seedDemoAccounts(db, now);
  await seedLandingDemo(db, now);
  await seedSportsbookEvents(app, now);
  await seedBetMatchOverviewImage(app);
  await seedChatDemo(db, now);
  const storage = await storageFor(app);
  for (const resource of RESOURCES) await seedDemo(db, resource as ResourceDefinition, now, storage);
  await seedRegulationFiles(app);
  await seedPromotionPlayers(db, now);
}

/** Demo events start over the coming two weeks; once they have all started, the same fixtures move forward. */
async function seedSportsbookEvents(app: FastifyInstance, now: Date): Promise<void> {
  const { rows } = await app.db.query('SELECT 1 FROM sportsbook_events WHERE starts_at > $1::timestamptz LIMIT 1', [now.toISOString()]);
  if (!rows[0]) await importFeed(app.db, demoFeed(now));
}

/**
 * The migrations leave the overview without an image (no file a fresh install lacks); the demo gives the
 * never-edited overview its picture, made real like the demo records' images.
 */
async function seedBetMatchOverviewImage(app: FastifyInstance): Promise<void> {
  const { rows } = await app.db.query<{ id: number; betmatch_image: string; version: number }>('SELECT id, betmatch_image, version FROM bet_match_overview ORDER BY id LIMIT 1');
  if (rows[0] && rows[0].betmatch_image === '' && rows[0].version === 1) {
    const image = await materializeDemoFiles(await storageFor(app), BET_MATCH_OVERVIEW_IMAGE);
    await app.db.query('UPDATE bet_match_overview SET betmatch_image = $2 WHERE id = $1', [rows[0].id, image]);
  }
}
