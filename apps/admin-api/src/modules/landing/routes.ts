// The landing module of the content API (registered by app.ts under /api): landing pages, permanent promotions,
// base config, the public resolver for the site, and the scheduled publisher.
import type { FastifyInstance } from 'fastify';
import { jsonFileReferences } from '../../core/file-usage';
import landingBulkEditRoutes from './bulk-edit-routes';
import permanentPromotionsRoutes from './promotions-routes';
import landingBaseConfigRoutes from './base-config-routes';
import landingPublicRoutes from './public-routes';
import { startLandingScheduler } from './scheduler';

export default async function landingRoutes(app: FastifyInstance): Promise<void> {
  // The pages themselves are a resource (pages-resource.ts, registered by app.ts); bulk edit sits beside it.
  await app.register(landingBulkEditRoutes);
  await app.register(permanentPromotionsRoutes);
  await app.register(landingBaseConfigRoutes);
  await app.register(landingPublicRoutes);
  startLandingScheduler(app);
  // Their configs hold image URLs of the file store: the file manager warns before breaking them.
  app.fileUsage.register(jsonFileReferences({ module: 'landing', label: 'Landing page', table: 'landing_pages', column: 'config', name: `coalesce(link_code, '#' || id) || CASE WHEN deleted_at IS NULL THEN '' ELSE ' (deleted)' END` }));
  app.fileUsage.register(jsonFileReferences({ module: 'landing', label: 'Landing base config', table: 'landing_base_config', column: 'config', name: `'Base config'` }));
}
