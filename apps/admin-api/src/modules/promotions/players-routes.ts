// GET /api/v1/promotions/{id}/users: the players who joined a promotion (the spec's promotion_users.read), in the one
// list contract — tabs all / completed / in progress, search by login, name, e-mail or player id, sort, pages — so
// the client's ListPage pages it and its CSV export walks every page.
import * as v from 'valibot';
import { listQuerySchema, messages } from '@backoffice/validation';
import { PROMOTION_PLAYERS_LIST, PROMOTION_PLAYERS_PERMISSION, promotionsModule } from '@backoffice/modules-content';
import { docSchema, pageSchema , type RoutesApp } from '../../core/doc-schema';
import { HttpError } from '../../http/errors';
import type { ResourceDefinition } from '../../resource/definition';
import { buildListSql } from '../../resource/list-query';
import { toRecord } from '../../resource/records';

const params = v.strictObject({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, messages.invalid('id')), v.transform(Number)) });
const query = listQuerySchema(PROMOTION_PLAYERS_LIST);
// The promotion's own id narrows the view; it comes from the path, never from the query (not in `query` above).
const spec = { ...PROMOTION_PLAYERS_LIST, filters: { promotionId: v.number() } };
const view = {
  module: promotionsModule,
  table: 'promotion_players',
  columns: 't.id, t.player_id, t.login, t.first_name, t.last_name, t.email, t.joined_at, t.bet_count, t.completed_at, t.status',
  searchFields: ['login', 'firstName', 'lastName', 'email', 'playerId'],
  tabSql: { completed: 't.completed_at IS NOT NULL', 'in-progress': 't.completed_at IS NULL' },
  // Every list offers createdAt / updatedAt; a participation is created when the player joins and last changes when
  // the player completes it (the view has no created_at / updated_at columns).
  sortSql: { createdAt: 't.joined_at', updatedAt: 'COALESCE(t.completed_at, t.joined_at)' },
} as unknown as ResourceDefinition;

const stamp = { type: 'string', format: 'date-time' };
const player = {
  type: 'object',
  required: ['id', 'playerId', 'login', 'joinedAt', 'betCount', 'status'],
  properties: {
    id: { type: 'integer' },
    playerId: { type: 'integer' },
    login: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
    joinedAt: stamp,
    betCount: { type: 'integer', minimum: 0 },
    completedAt: { ...stamp, nullable: true },
    status: { type: 'string', enum: ['completed', 'in-progress'] },
  },
};

export default async function promotionPlayersRoutes(app: RoutesApp): Promise<void> {
  app.get(
    '/promotions/:id/users',
    {
      config: { access: { permission: PROMOTION_PLAYERS_PERMISSION } },
      schema: docSchema({ operationId: 'listPromotionPlayers', tags: [promotionsModule.name], summary: 'The players who joined a promotion (tab, search, sort, page)', params, querystring: query, data: pageSchema(player), errors: [404] }),
    },
    async (request) => {
      const { id } = request.params;
      const list = request.query;
      const found = await app.db.query('SELECT 1 FROM promotions WHERE id = $1', [id]);
      if (found.rows.length === 0) throw new HttpError(404, 'Promotion not found');
      const input = { definition: view, spec, query: { ...list, promotionId: id }, now: app.config.now() };
      const { sql, params: values } = buildListSql(input);
      const { rows } = await app.db.query<Record<string, unknown>>(sql, values);
      let total = rows[0] ? Number(rows[0].total_count) : 0;
      if (!rows[0] && list.page > 1) {
        const count = buildListSql(input, true);
        total = Number((await app.db.query<{ total_count: string }>(count.sql, count.params)).rows[0].total_count);
      }
      return { data: { items: rows.map(toRecord), total, page: list.page, pageSize: list.pageSize } };
    },
  );
}
