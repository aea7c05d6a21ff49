// /api/permanentPromotions: the promotions a landing page may lead to, searched by name as staff type (spec 1 §7).
import { docSchema } from '../../core/doc-schema';
import type { FastifyInstance } from 'fastify';
import { permanentPromotionQuerySchema, type PermanentPromotion } from '@backoffice/validation';
import { validate } from '../../http/validate';

const LIMIT = 20;

export default async function permanentPromotionsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/permanentPromotions',
    { config: { access: { anyOf: ['landing.create', 'landing.update', 'landing.read'] } }, schema: docSchema({ operationId: 'searchPermanentPromotions', tags: ['landing-pages'], summary: 'Search the permanent promotions a landing page may lead to', querystring: permanentPromotionQuerySchema, data: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, landing_page_url: { type: 'string' } } } } }) },
    async (request) => {
      const { search } = validate(permanentPromotionQuerySchema, request.query);
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const { rows } = await app.db.query<PermanentPromotion>(
        `SELECT id, name, landing_page_url FROM permanent_promotions
         WHERE active AND (name ILIKE $1 OR landing_page_url ILIKE $1 OR id::text = $2)
         ORDER BY name LIMIT ${LIMIT}`,
        [pattern, search],
      );
      return { data: rows.map((r) => ({ ...r, id: Number(r.id) })) };
    },
  );
}
