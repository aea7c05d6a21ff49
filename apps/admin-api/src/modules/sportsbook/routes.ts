// The sportsbook catalog's category part: GET /api/v1/category/:categoryId answers the category's name under its
// sport, or 404. Signed-in only (category images look names up while staff type an id).
import { categoryIdParams, type SportCategoryName } from '@backoffice/validation';
import type { FastifyInstance } from 'fastify';
import { docSchema } from '../../core/doc-schema';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';

const tags = ['sportsbook'];

// The category and its parents, joined top-down: "Piłka nożna › Ekstraklasa".
const NAME_SQL = `WITH RECURSIVE path AS (
    SELECT id, parent_id, name, 0 AS depth FROM sport_categories WHERE id = $1
    UNION ALL
    SELECT c.id, c.parent_id, c.name, p.depth + 1 FROM sport_categories c JOIN path p ON c.id = p.parent_id WHERE p.depth < 10
  )
  SELECT string_agg(name, ' › ' ORDER BY depth DESC) AS name FROM path HAVING count(*) > 0`;

export default async function sportsbookRoutes(app: FastifyInstance): Promise<void> {
  app.get('/category/:categoryId', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'getSportsbookCategory', errors: [404], tags, summary: 'The name of a sportsbook category, under its sport', params: categoryIdParams }) }, async (request) => {
    const { categoryId } = validate(categoryIdParams, request.params);
    const { rows } = await app.db.query<{ name: string }>(NAME_SQL, [categoryId]);
    if (!rows[0]) throw notFound('Category');
    const data: SportCategoryName = { categoryId, categoryName: rows[0].name };
    return { data };
  });
}
