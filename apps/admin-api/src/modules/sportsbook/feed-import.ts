// Loads a sportsbook feed snapshot (libs/validation sportsbookFeedSchema, docs/sportsbook-import.md) into the
// embedded catalog: one statement per table, upserting by the sportsbook's ids, in one transaction. An event in the
// file is taken whole: its games (and their outcomes) that the file no longer lists are removed. Importing the same
// file twice leaves the catalog as one import did.
import type { SportsbookFeed } from '@backoffice/validation';
import type { Db } from '../../db/db';

export interface FeedSummary {
  categories: number;
  marketTypes: number;
  events: number;
  games: number;
  outcomes: number;
}

/** What the file says that the database cannot take: duplicate ids, references to nothing. Empty when fine. */
export async function feedProblems(db: Db, feed: SportsbookFeed): Promise<string[]> {
  const problems: string[] = [];
  const duplicates = (kind: string, ids: number[]) => {
    const seen = new Set<number>();
    for (const id of ids) {
      if (seen.has(id)) problems.push(`${kind} ${id} is listed twice`);
      seen.add(id);
    }
  };
  const games = feed.events.flatMap((e) => e.games);
  duplicates('category', feed.categories.map((c) => c.id));
  duplicates('market type', feed.marketTypes.map((m) => m.id));
  duplicates('event', feed.events.map((e) => e.id));
  duplicates('game', games.map((g) => g.id));
  duplicates('outcome', games.flatMap((g) => g.outcomes.map((o) => o.id)));
  const known = async (table: string, own: number[]) =>
    new Set([...own, ...(await db.query<{ id: number }>(`SELECT id FROM ${table}`)).rows.map((r) => r.id)]);
  const categories = await known('sport_categories', feed.categories.map((c) => c.id));
  const markets = await known('market_types', feed.marketTypes.map((m) => m.id));
  for (const c of feed.categories) if (c.parentId !== null && !categories.has(c.parentId)) problems.push(`category ${c.id}: parent ${c.parentId} is unknown`);
  for (const e of feed.events) if (!categories.has(e.categoryId)) problems.push(`event ${e.id}: category ${e.categoryId} is unknown`);
  for (const g of games) if (g.marketTypeId !== null && !markets.has(g.marketTypeId)) problems.push(`game ${g.id}: market type ${g.marketTypeId} is unknown`);
  // A game or outcome id that belongs to another event (or game) in the database would move it silently.
  const owners = async (sql: string, ids: number[]) => new Map((await db.query<{ id: number; owner: number }>(sql, [ids])).rows.map((r) => [r.id, r.owner]));
  const gameOwners = await owners('SELECT id, event_id AS owner FROM sportsbook_games WHERE id = ANY($1::int[])', games.map((g) => g.id));
  for (const e of feed.events) for (const g of e.games) if ((gameOwners.get(g.id) ?? e.id) !== e.id) problems.push(`game ${g.id} belongs to event ${gameOwners.get(g.id)}, not ${e.id}`);
  const outcomeOwners = await owners('SELECT id, game_id AS owner FROM sportsbook_outcomes WHERE id = ANY($1::int[])', games.flatMap((g) => g.outcomes.map((o) => o.id)));
  for (const g of games) for (const o of g.outcomes) if ((outcomeOwners.get(o.id) ?? g.id) !== g.id) problems.push(`outcome ${o.id} belongs to game ${outcomeOwners.get(o.id)}, not ${g.id}`);
  return problems;
}

/** Parents before children, so each category's parent exists when it is written. */
function parentsFirst(categories: SportsbookFeed['categories']): SportsbookFeed['categories'] {
  const ids = new Set(categories.map((c) => c.id));
  return [...categories].sort((a, b) => Number(a.parentId !== null && ids.has(a.parentId)) - Number(b.parentId !== null && ids.has(b.parentId)));
}

const json = (rows: unknown[]) => JSON.stringify(rows);

/** Writes a checked feed (see feedProblems) in one transaction; answers how many rows of each kind it held. */
export async function importFeed(db: Db, feed: SportsbookFeed): Promise<FeedSummary> {
  const games = feed.events.flatMap((e) => e.games.map((g, i) => ({ id: g.id, event_id: e.id, name: g.name, market_type_id: g.marketTypeId, sort_order: i })));
  const outcomes = feed.events.flatMap((e) => e.games.flatMap((g) => g.outcomes.map((o, i) => ({ id: o.id, game_id: g.id, name: o.name, odds: o.odds, sort_order: i }))));
  await db.transaction(async (tx) => {
    for (const c of parentsFirst(feed.categories)) {
      await tx.query(
        `INSERT INTO sport_categories (id, parent_id, name, sort_order) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET parent_id = excluded.parent_id, name = excluded.name, sort_order = excluded.sort_order`,
        [c.id, c.parentId, c.name, c.sortOrder],
      );
    }
    await tx.query(
      `INSERT INTO market_types (id, name, pl_name) SELECT x.id, x.name, x.pl_name FROM jsonb_to_recordset($1::jsonb) AS x(id int, name text, pl_name text)
       ON CONFLICT (id) DO UPDATE SET name = excluded.name, pl_name = excluded.pl_name`,
      [json(feed.marketTypes)],
    );
    await tx.query(
      `INSERT INTO sportsbook_events (id, category_id, name, starts_at)
       SELECT x.id, x.category_id, x.name, x.starts_at FROM jsonb_to_recordset($1::jsonb) AS x(id int, category_id int, name text, starts_at timestamptz)
       ON CONFLICT (id) DO UPDATE SET category_id = excluded.category_id, name = excluded.name, starts_at = excluded.starts_at`,
      [json(feed.events.map((e) => ({ id: e.id, category_id: e.categoryId, name: e.name, starts_at: e.startsAt })))],
    );
    // The file's events are taken whole: games and outcomes it no longer lists go.
    await tx.query('DELETE FROM sportsbook_games WHERE event_id = ANY($1::int[]) AND NOT (id = ANY($2::int[]))', [feed.events.map((e) => e.id), games.map((g) => g.id)]);
    await tx.query(
      `INSERT INTO sportsbook_games (id, event_id, name, market_type_id, sort_order)
       SELECT x.id, x.event_id, x.name, x.market_type_id, x.sort_order FROM jsonb_to_recordset($1::jsonb) AS x(id int, event_id int, name text, market_type_id int, sort_order int)
       ON CONFLICT (id) DO UPDATE SET event_id = excluded.event_id, name = excluded.name, market_type_id = excluded.market_type_id, sort_order = excluded.sort_order`,
      [json(games)],
    );
    await tx.query('DELETE FROM sportsbook_outcomes WHERE game_id = ANY($1::int[]) AND NOT (id = ANY($2::int[]))', [games.map((g) => g.id), outcomes.map((o) => o.id)]);
    await tx.query(
      `INSERT INTO sportsbook_outcomes (id, game_id, name, odds, sort_order)
       SELECT x.id, x.game_id, x.name, x.odds, x.sort_order FROM jsonb_to_recordset($1::jsonb) AS x(id int, game_id int, name text, odds numeric, sort_order int)
       ON CONFLICT (id) DO UPDATE SET game_id = excluded.game_id, name = excluded.name, odds = excluded.odds, sort_order = excluded.sort_order`,
      [json(outcomes)],
    );
  });
  return { categories: feed.categories.length, marketTypes: feed.marketTypes.length, events: feed.events.length, games: games.length, outcomes: outcomes.length };
}
