// The landing module of the content API (registered by app.ts under /api): landing pages, permanent promotions,
// base config, the public resolver for the site, the scheduled publisher and the demo data.
import type { FastifyInstance } from 'fastify';
import landingBulkEditRoutes from './bulk-edit-routes';
import permanentPromotionsRoutes from './promotions-routes';
import landingBaseConfigRoutes from './base-config-routes';
import landingPublicRoutes from './public-routes';
import { startLandingScheduler } from './scheduler';
import { seedLandingDemo } from './demo-seed';

export default async function landingRoutes(app: FastifyInstance): Promise<void> {
  if (app.config.demoData) await seedLandingDemo(app.db, app.config.now());
  // The pages themselves are a resource (pages-resource.ts, registered by app.ts); bulk edit sits beside it.
  await app.register(landingBulkEditRoutes);
  await app.register(permanentPromotionsRoutes);
  await app.register(landingBaseConfigRoutes);
  await app.register(landingPublicRoutes);
  startLandingScheduler(app);
}
