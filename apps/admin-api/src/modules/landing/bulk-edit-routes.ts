// /api/landingPages/bulkEdit: read what the selected pages share, save one change to all of them.
import { docSchema , type RoutesApp } from '../../core/doc-schema';
import { landingBulkEditSchema, landingIdsQuerySchema, type LandingBulkEditResult, type LandingPage, landingPagesModule } from '@backoffice/modules-landing';
import { HttpError } from '../../http/errors';
import { recordStore } from '../../resource/writes';
import { findPages } from './repository';
import { applyChanges, sharedValues } from './bulk-edit';
import { landingPagesResource } from './pages-resource';
import { resolvePromotionReference } from './promotion-reference';
import { can } from '../../core/access';

const store = recordStore(landingPagesResource);

/** Docs: pages saved and pages refused (each with its reason). */
const bulkResultDoc = {
  type: 'object',
  properties: {
    updated: { type: 'array', items: { type: 'object' } },
    failed: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, message: { type: 'string' } } } },
  },
};

export default async function landingBulkEditRoutes(app: RoutesApp): Promise<void> {
  app.get('/landingPages/bulkEdit', { config: can(landingPagesModule, 'read', 'update'), schema: docSchema({ operationId: 'getLandingPagesBulkEdit', tags: ['landing-pages'], summary: 'The selected pages and the config values they share', querystring: landingIdsQuerySchema, data: { type: 'object', properties: { pages: { type: 'array', items: { type: 'object' } }, shared: { type: 'object' }, missing: { type: 'array', items: { type: 'integer' } } } } }) }, async (request) => {
    const { ids } = request.query;
    const pages = (await findPages(app.db, ids)).filter((p) => !p.deletedAt);
    const found = new Set(pages.map((p) => p.id));
    return { data: { pages, shared: sharedValues(pages), missing: ids.filter((id) => !found.has(id)) } };
  });

  app.patch('/landingPages/bulkEdit', { config: can(landingPagesModule, 'update'), schema: docSchema({ operationId: 'bulkEditLandingPages', tags: ['landing-pages'], summary: 'Apply one change to each selected page (each saved on its own; failures listed)', body: landingBulkEditSchema, data: bulkResultDoc }) }, async (request) => {
    const { items, changes: asked } = request.body;
    // A promotion set on many pages at once must be an active one.
    const changes = asked.permanentPromotion
      ? { ...asked, permanentPromotion: await resolvePromotionReference(app.db, asked.permanentPromotion, 'changes.permanentPromotion.id') }
      : asked;
    const result: LandingBulkEditResult = { updated: [], failed: [] };
    // One transaction per page: a failure rolls back that page only and the rest stay saved.
    for (const { id, version } of items) {
      try {
        const page = await app.db.transaction(async (db) => {
          const context = { request, db };
          const current = (await store.load(db, id)) as unknown as LandingPage;
          const next = applyChanges(current.config, changes);
          if ('error' in next) throw new HttpError(400, next.error);
          return (await store.change(id, { config: next.config }, context, { version, action: 'bulk edit' })) as unknown as LandingPage;
        });
        result.updated.push(page);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        result.failed.push({ id, message: error.message });
      }
    }
    const n = result.updated.length;
    // The success toast only when every page was saved; a partial failure is told by the data (which pages failed).
    return result.failed.length === 0
      ? { data: result, message: `${n} landing page${n === 1 ? '' : 's'} updated successfully` }
      : { data: result };
  });
}
