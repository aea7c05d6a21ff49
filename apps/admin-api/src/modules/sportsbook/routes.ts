// The sportsbook catalog's routes, all signed-in only, all read through the SportsbookCatalog
// interface (app.sportsbook): the category name, categories and upcoming events (v1/sb-betting), an event's games
// found by name (the bet match form's 500 ms lookup), a game's outcomes, and the market types (configMarkets).
// Unknown ids answer 404 with a message. With DEMO_DATA the catalog is seeded with two weeks of fixtures.
import { categoryIdParams, eventGameParams, eventIdParams, eventsQuery, gamesQuery, type SportCategoryName } from '@backoffice/validation';
import { docSchema , type RoutesApp } from '../../core/doc-schema';
import { categoriesDoc, categoryNameDoc, eventsDoc, gamesDoc, marketTypesDoc, outcomesDoc } from './docs';
import { notFound } from '../../http/errors';

const tags = ['sportsbook'];
const TWO_WEEKS = 14 * 24 * 3600_000;

export default async function sportsbookRoutes(app: RoutesApp): Promise<void> {
  const catalog = app.sportsbook;

  app.get('/category/:categoryId', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'getSportsbookCategory', errors: [404], tags, summary: 'The name of a sportsbook category, under its sport', params: categoryIdParams, data: categoryNameDoc }) }, async (request) => {
    const { categoryId } = request.params;
    const categoryName = await catalog.categoryName(categoryId);
    if (categoryName === undefined) throw notFound('Category');
    const data: SportCategoryName = { categoryId, categoryName };
    return { data };
  });

  app.get('/sb-betting/categories', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'listSportsbookCategories', tags, summary: 'The sportsbook categories: sports and their competitions', data: categoriesDoc }) }, async () => ({
    data: await catalog.categories(),
  }));

  app.get('/sb-betting/events', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'listSportsbookEvents', tags, summary: 'Events starting between from and till (default: the coming two weeks), of a category or sport, found by name', querystring: eventsQuery, data: eventsDoc }) }, async (request) => {
    const query = request.query;
    const from = query.from ? new Date(query.from) : app.config.now();
    const till = query.till ? new Date(query.till) : new Date(from.getTime() + TWO_WEEKS);
    return { data: await catalog.events({ categoryId: query.categoryId, search: query.search, from, till }) };
  });

  app.get('/betMatches/events/:eventId/games', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'listSportsbookEventGames', errors: [404], tags, summary: "An event's games (markets), found by name", params: eventIdParams, querystring: gamesQuery, data: gamesDoc }) }, async (request) => {
    const { eventId } = request.params;
    const { search } = request.query;
    const gameIds = await catalog.games(eventId, search);
    if (!gameIds) throw notFound('Event');
    return { data: { gameIds } };
  });

  app.get('/betMatches/events/:eventId/games/:gameId', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'listSportsbookGameOutcomes', errors: [404], tags, summary: "A game's outcomes", params: eventGameParams, data: outcomesDoc }) }, async (request) => {
    const { eventId, gameId } = request.params;
    if (!(await catalog.event(eventId))) throw notFound('Event');
    const betmatches = await catalog.outcomes(eventId, gameId);
    if (!betmatches) throw notFound('Game');
    return { data: { betmatches } };
  });

  app.get('/configMarkets', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'listMarketTypes', tags, summary: 'The market types: id, name, pl_name', data: marketTypesDoc }) }, async () => ({
    data: await catalog.marketTypes(),
  }));
}
