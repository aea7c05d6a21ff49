// The BetMatch Overview block under the list: GET betMatches, PUT betMatches with the overview
// fields and the version loaded (409 when stale). Signed-in only.
import { BET_MATCH_OVERVIEW_UPDATED, betMatchOverviewUpdateSchema, type BetMatchOverview } from '@backoffice/modules-content';
import { docSchema, named , type RoutesApp } from '../../core/doc-schema';
import { notFound, staleVersion } from '../../http/errors';
import type { Db } from '../../db/db';

const tags = ['bet-match'];

interface Row { id: number; betmatch_title: string; betmatch_description: string; betmatch_image: string; version: number; updated_at: Date | string }
// Docs only: the BetMatchOverview answer (libs/validation).
const overviewDoc = named('BetMatchOverview', {
  type: 'object',
  required: ['betmatchId', 'betmatchTitle', 'betmatchDescription', 'betmatchImage', 'version', 'updatedAt', 'totalEntries'],
  properties: { betmatchId: { type: 'integer', minimum: 1 }, totalEntries: { type: 'integer', minimum: 0, description: 'All entries of every tab: the highest order a row may take' }, betmatchTitle: { type: 'string' }, betmatchDescription: { type: 'string' }, betmatchImage: { type: 'string' }, version: { type: 'integer', minimum: 1 }, updatedAt: { type: 'string', format: 'date-time' } },
});
const toOverview = (r: Row, totalEntries: number): BetMatchOverview => ({
  betmatchId: r.id,
  totalEntries,
  betmatchTitle: r.betmatch_title,
  betmatchDescription: r.betmatch_description,
  betmatchImage: r.betmatch_image,
  version: r.version,
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** The spec's totalEntries: every entry, whatever its tab — the order change's maximum (resource.ts) in the browser too. */
export async function countEntries(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bet_match_entries');
  return rows[0].n;
}

export default async function betMatchOverviewRoutes(app: RoutesApp): Promise<void> {
  app.get('/betMatches', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'getBetMatchOverview', tags, summary: 'The BetMatch Overview: title, description, image banner', data: overviewDoc, errors: [404] }) }, async () => {
    const { rows } = await app.db.query<Row>('SELECT * FROM bet_match_overview ORDER BY id LIMIT 1');
    if (!rows[0]) throw notFound('BetMatch Overview');
    return { data: toOverview(rows[0], await countEntries(app.db)) };
  });

  app.put('/betMatches', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'updateBetMatchOverview', tags, summary: 'Change the BetMatch Overview (send the version you loaded; 409 when stale)', body: betMatchOverviewUpdateSchema, data: overviewDoc, errors: [404, 409] }) }, async (request) => {
    const { version, ...overview } = request.body;
    const row = await app.db.transaction(async (db) => {
      const { rows } = await db.query<Row>('SELECT * FROM bet_match_overview ORDER BY id LIMIT 1 FOR UPDATE');
      if (!rows[0]) throw notFound('BetMatch Overview');
      if (rows[0].version !== version) throw staleVersion();
      const saved = await db.query<Row>(
        `UPDATE bet_match_overview SET betmatch_title = $2, betmatch_description = $3, betmatch_image = $4, version = version + 1, updated_by = $5, updated_at = $6
         WHERE id = $1 RETURNING *`,
        [rows[0].id, overview.betmatchTitle, overview.betmatchDescription, overview.betmatchImage, request.session.userId, app.config.now().toISOString()],
      );
      return saved.rows[0];
    });
    return { data: toOverview(row, await countEntries(app.db)), message: BET_MATCH_OVERVIEW_UPDATED };
  });
}
