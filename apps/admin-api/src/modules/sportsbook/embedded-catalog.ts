// The sportsbook catalog on the back office's own database (migrations 420, 540; filled by the demo seed or by
// `npm run sportsbook:import`).
import type { MarketType, SportsbookCategory, SportEvent, SportGame, SportOutcome } from '@backoffice/validation';
import type { Db } from '../../db/db';
import type { EventsFilter, SportsbookCatalog } from './catalog';

// The category and its parents, joined top-down: "Piłka nożna › Ekstraklasa".
const NAME_SQL = `WITH RECURSIVE path AS (
    SELECT id, parent_id, name, 0 AS depth FROM sport_categories WHERE id = $1
    UNION ALL
    SELECT c.id, c.parent_id, c.name, p.depth + 1 FROM sport_categories c JOIN path p ON c.id = p.parent_id WHERE p.depth < 10
  )
  SELECT string_agg(name, ' › ' ORDER BY depth DESC) AS name FROM path HAVING count(*) > 0`;

// Events carry their category's name under its sport (two levels is what the feed has).
const EVENT_SQL = `SELECT e.id, e.name, e.category_id, e.starts_at,
    CASE WHEN p.name IS NULL THEN c.name ELSE p.name || ' › ' || c.name END AS category_name
  FROM sportsbook_events e JOIN sport_categories c ON c.id = e.category_id LEFT JOIN sport_categories p ON p.id = c.parent_id`;

interface EventRow { id: number; name: string; category_id: number; starts_at: Date | string; category_name: string }
const toEvent = (r: EventRow): SportEvent => ({
  eventId: r.id,
  eventName: r.name,
  categoryId: r.category_id,
  categoryName: r.category_name,
  startsAt: new Date(r.starts_at).toISOString(),
});
const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function embeddedCatalog(db: Db): SportsbookCatalog {
  const event = async (eventId: number) => {
    const { rows } = await db.query<EventRow>(`${EVENT_SQL} WHERE e.id = $1`, [eventId]);
    return rows[0] ? toEvent(rows[0]) : undefined;
  };
  return {
    async categoryName(categoryId) {
      const { rows } = await db.query<{ name: string }>(NAME_SQL, [categoryId]);
      return rows[0]?.name;
    },
    async categories() {
      const { rows } = await db.query<{ id: number; parent_id: number | null; name: string; sort_order: number }>(
        'SELECT id, parent_id, name, sort_order FROM sport_categories ORDER BY coalesce(parent_id, id), parent_id NULLS FIRST, sort_order, id',
      );
      return rows.map((r): SportsbookCategory => ({ id: r.id, parentId: r.parent_id, name: r.name, sortOrder: r.sort_order }));
    },
    async events({ categoryId, search, from, till, limit = 200 }: EventsFilter) {
      const params: unknown[] = [from.toISOString(), till.toISOString()];
      const where = ['e.starts_at >= $1::timestamptz', 'e.starts_at <= $2::timestamptz'];
      if (categoryId !== undefined) {
        params.push(categoryId);
        where.push(`(e.category_id = $${params.length} OR c.parent_id = $${params.length})`);
      }
      if (search) {
        params.push(escapeLike(search));
        where.push(`e.name ILIKE $${params.length}`);
      }
      params.push(limit);
      const { rows } = await db.query<EventRow>(`${EVENT_SQL} WHERE ${where.join(' AND ')} ORDER BY e.starts_at, e.id LIMIT $${params.length}`, params);
      return rows.map(toEvent);
    },
    event,
    async games(eventId, search) {
      if (!(await event(eventId))) return undefined;
      const params: unknown[] = [eventId];
      if (search) params.push(escapeLike(search));
      const { rows } = await db.query<{ id: number; name: string; market_type_id: number | null }>(
        `SELECT id, name, market_type_id FROM sportsbook_games WHERE event_id = $1 ${search ? 'AND name ILIKE $2' : ''} ORDER BY sort_order, id LIMIT 500`,
        params,
      );
      return rows.map((r): SportGame => ({ gameId: r.id, gameName: r.name, marketTypeId: r.market_type_id }));
    },
    async outcomes(eventId, gameId) {
      const game = await db.query('SELECT 1 FROM sportsbook_games WHERE id = $1 AND event_id = $2', [gameId, eventId]);
      if (!game.rows[0]) return undefined;
      const { rows } = await db.query<{ id: number; name: string; odds: string | null }>(
        'SELECT id, name, odds FROM sportsbook_outcomes WHERE game_id = $1 ORDER BY sort_order, id',
        [gameId],
      );
      return rows.map((r): SportOutcome => ({ outcomeId: r.id, outcomeName: r.name, odds: r.odds === null ? null : Number(r.odds) }));
    },
    async marketTypes() {
      const { rows } = await db.query<MarketType>('SELECT id, name, pl_name FROM market_types ORDER BY id');
      return rows;
    },
  };
}
