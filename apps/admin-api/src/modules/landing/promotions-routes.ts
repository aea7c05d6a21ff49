// /api/permanentPromotions: the promotions a landing page may lead to, searched by name as staff type,
// and managed here (add, edit, deactivate) by whoever may create or edit landing pages — a fresh install starts
// with none, and a page's URL is all it needs (docs/decisions.md).
import { docSchema , type RoutesApp } from '../../core/doc-schema';
import { permanentPromotionQuerySchema, permanentPromotionWriteSchema, type PermanentPromotion, landingPagesModule } from '@backoffice/modules-landing';
import { notFound } from '../../http/errors';
import { idParams } from '../../http/id-params';
import { can } from '../../core/access';

const LIMIT = 20;
const tags = ['landing-pages'];
const promotionDoc = { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, landing_page_url: { type: 'string' }, active: { type: 'boolean' } } };

interface Row { id: number | string; name: string; landing_page_url: string; active: boolean }
const toPromotion = (r: Row): PermanentPromotion => ({ id: Number(r.id), name: r.name, landing_page_url: r.landing_page_url, active: r.active });

export default async function permanentPromotionsRoutes(app: RoutesApp): Promise<void> {
  app.get(
    '/permanentPromotions',
    { config: can(landingPagesModule, 'create', 'update', 'read'), schema: docSchema({ operationId: 'searchPermanentPromotions', tags, summary: 'Search the permanent promotions a landing page may lead to (all=true: the inactive ones too)', querystring: permanentPromotionQuerySchema, data: { type: 'array', items: promotionDoc } }) },
    async (request) => {
      const { search, all } = request.query;
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const { rows } = await app.db.query<Row>(
        `SELECT id, name, landing_page_url, active FROM permanent_promotions
         WHERE ($3 OR active) AND (name ILIKE $1 OR landing_page_url ILIKE $1 OR id::text = $2)
         ORDER BY active DESC, name ${all ? '' : `LIMIT ${LIMIT}`}`,
        [pattern, search, all],
      );
      return { data: rows.map(toPromotion) };
    },
  );

  app.post(
    '/permanentPromotions',
    { config: can(landingPagesModule, 'create'), schema: docSchema({ operationId: 'createPermanentPromotion', tags, summary: 'Add a permanent promotion', body: permanentPromotionWriteSchema, data: promotionDoc, status: 201 }) },
    async (request, reply) => {
      const body = request.body;
      const { rows } = await app.db.query<Row>(
        'INSERT INTO permanent_promotions (name, landing_page_url, active) VALUES ($1, $2, $3) RETURNING id, name, landing_page_url, active',
        [body.name, body.landing_page_url, body.active],
      );
      reply.status(201);
      return { data: toPromotion(rows[0]), message: 'Permanent promotion created successfully' };
    },
  );

  app.put(
    '/permanentPromotions/:id',
    { config: can(landingPagesModule, 'update'), schema: docSchema({ operationId: 'updatePermanentPromotion', tags, summary: 'Change a permanent promotion (inactive: no longer offered for new pages)', params: idParams, body: permanentPromotionWriteSchema, data: promotionDoc, errors: [404] }) },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const { rows } = await app.db.query<Row>(
        'UPDATE permanent_promotions SET name = $2, landing_page_url = $3, active = $4 WHERE id = $1 RETURNING id, name, landing_page_url, active',
        [id, body.name, body.landing_page_url, body.active],
      );
      if (!rows[0]) throw notFound('Permanent promotion');
      return { data: toPromotion(rows[0]), message: 'Permanent promotion updated successfully' };
    },
  );
}
