// /api/landingPages/bulkEdit: read what the selected pages share, save one change to all of them.
import type { FastifyInstance } from 'fastify';
import { landingBulkEditSchema, landingIdsQuerySchema, type LandingBulkEditResult } from '@backoffice/validation';
import { validate } from '../../http/validate';
import { findPage, findPages, updatePage } from './repository';
import { applyChanges, sharedValues } from './bulk-edit';
import { DELETED, NOT_FOUND, STALE } from './page-errors';

export default async function landingBulkEditRoutes(app: FastifyInstance): Promise<void> {
  app.get('/landingPages/bulkEdit', { config: { access: { anyOf: ['landing.read', 'landing.update'] } } }, async (request) => {
    const { ids } = validate(landingIdsQuerySchema, request.query);
    const pages = (await findPages(app.db, ids)).filter((p) => !p.deletedAt);
    const found = new Set(pages.map((p) => p.id));
    return { data: { pages, shared: sharedValues(pages), missing: ids.filter((id) => !found.has(id)) } };
  });

  app.patch('/landingPages/bulkEdit', { config: { access: { permission: 'landing.update' } } }, async (request) => {
    const { items, changes } = validate(landingBulkEditSchema, request.body);
    const at = app.config.now();
    const result: LandingBulkEditResult = { updated: [], failed: [] };
    // One transaction per page: a failure rolls back that page only and the rest stay saved.
    for (const { id, version } of items) {
      const outcome = await app.db.transaction(async (tx) => {
        const page = await findPage(tx, id, true);
        if (!page) return { id, message: NOT_FOUND };
        if (page.deletedAt) return { id, message: DELETED };
        if (page.version !== version) return { id, message: STALE };
        const next = applyChanges(page.config, changes);
        if ('error' in next) return { id, message: next.error };
        const saved = await updatePage(tx, id, 'config = $2::jsonb, updated_at = $3, updated_by = $4', 'version = $5', [
          JSON.stringify(next.config),
          at,
          request.session.userId,
          version,
        ]);
        return saved ?? { id, message: STALE };
      });
      if ('message' in outcome) result.failed.push(outcome);
      else result.updated.push(outcome);
    }
    const n = result.updated.length;
    // The success toast only when every page was saved; a partial failure is told by the data (which pages failed).
    return result.failed.length === 0
      ? { data: result, message: `${n} landing page${n === 1 ? '' : 's'} updated successfully` }
      : { data: result };
  });
}
