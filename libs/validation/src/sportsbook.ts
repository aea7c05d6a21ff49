// The sportsbook catalog as the back office reads it: sport categories ("GET /category/{categoryId}",
// "v1/sb-betting /categories"), events ("/events"), the games (markets) of an event ("betMatches/events/{eventId}/
// games") and a game's outcomes ("…/games/{gameId}"), and the market types ("configMarkets"). Shared by the
// category-image and bet match forms, the server's routes and the feed import (`npm run sportsbook:import`).
import * as v from 'valibot';
import { INTEGER_MAX, maxLength, string } from './helpers';
import { messages } from './messages';

/** Wait after the last keystroke in a category id before looking its name up. */
export const CATEGORY_LOOKUP_DEBOUNCE_MS = 999;
/** Wait after the last keystroke in a game name before asking for the event's games. */
export const GAME_LOOKUP_DEBOUNCE_MS = 500;

/** A path parameter that is a positive whole number fitting an integer column. */
const idParam = () =>
  v.pipe(
    string(),
    v.regex(/^\d{1,10}$/, messages.invalid('id')),
    v.transform(Number),
    v.check((id) => id >= 1 && id <= INTEGER_MAX, messages.invalid('id')),
  );

/** GET /category/:categoryId — a positive whole number that fits an integer column. */
export const categoryIdParams = v.strictObject({ categoryId: idParam() });
/** GET /betMatches/events/:eventId/games */
export const eventIdParams = v.strictObject({ eventId: idParam() });
/** GET /betMatches/events/:eventId/games/:gameId */
export const eventGameParams = v.strictObject({ eventId: idParam(), gameId: idParam() });

const optionalQueryId = () => v.optional(idParam());
const isoDay = () => v.optional(v.pipe(string(), v.isoTimestamp(messages.invalid('date'))));

/** GET /sb-betting/events: upcoming events, optionally of one category (or sport), found by name, within dates. */
export const eventsQuery = v.strictObject({
  categoryId: optionalQueryId(),
  search: v.optional(v.pipe(string(), v.trim(), maxLength(100))),
  from: isoDay(),
  till: isoDay(),
});
/** GET /betMatches/events/:eventId/games?search= — the game-name lookup typed in the bet match form. */
export const gamesQuery = v.strictObject({ search: v.optional(v.pipe(string(), v.trim(), maxLength(100))) });

/** The answer of the category lookup: the category's name, under its sport ("Piłka nożna › Ekstraklasa"). */
export interface SportCategoryName {
  categoryId: number;
  categoryName: string;
}

export interface SportsbookCategory {
  id: number;
  parentId: number | null;
  name: string;
  sortOrder: number;
}

export interface SportEvent {
  eventId: number;
  eventName: string;
  categoryId: number;
  /** "Piłka nożna › Ekstraklasa" */
  categoryName: string;
  startsAt: string;
}

/** One game (market) of an event, as the spec's lookup answers it. */
export interface SportGame {
  gameId: number;
  gameName: string;
  marketTypeId: number | null;
}

export interface SportOutcome {
  outcomeId: number;
  outcomeName: string;
  odds: number | null;
}

/** GET configMarkets: id, name, pl_name. */
export interface MarketType {
  id: number;
  name: string;
  pl_name: string;
}

// The feed snapshot `npm run sportsbook:import -- file.json` loads (docs/sportsbook-import.md). Ids are the
// sportsbook's own; importing the same file twice leaves the catalog as one import did.
const feedId = () => v.pipe(v.number(messages.invalid('id')), v.integer(messages.invalid('id')), v.minValue(1, messages.invalid('id')), v.maxValue(INTEGER_MAX, messages.invalid('id')));
const feedName = (field: string) => v.pipe(string(messages.required(field)), v.trim(), v.nonEmpty(messages.required(field)), maxLength(200));

export const sportsbookFeedSchema = v.strictObject({
  categories: v.optional(
    v.array(v.strictObject({ id: feedId(), parentId: v.optional(v.nullable(feedId()), null), name: feedName('Name'), sortOrder: v.optional(v.pipe(v.number(messages.invalid('number')), v.integer(messages.invalid('integer')), v.minValue(0, messages.minValue(0)), v.maxValue(INTEGER_MAX, messages.maxValue(INTEGER_MAX))), 0) })),
    [],
  ),
  marketTypes: v.optional(v.array(v.strictObject({ id: feedId(), name: feedName('Name'), pl_name: feedName('Polish name') })), []),
  events: v.optional(
    v.array(
      v.strictObject({
        id: feedId(),
        categoryId: feedId(),
        name: feedName('Name'),
        startsAt: v.pipe(string(messages.required('Start')), v.isoTimestamp(messages.invalid('date'))),
        games: v.optional(
          v.array(
            v.strictObject({
              id: feedId(),
              name: feedName('Name'),
              marketTypeId: v.optional(v.nullable(feedId()), null),
              outcomes: v.optional(v.array(v.strictObject({ id: feedId(), name: feedName('Name'), odds: v.optional(v.nullable(v.pipe(v.number(messages.invalid('number')), v.minValue(1, messages.minValue(1)), v.maxValue(100_000, messages.maxValue(100_000)))), null) })), []),
            }),
          ),
          [],
        ),
      }),
    ),
    [],
  ),
});
export type SportsbookFeed = v.InferOutput<typeof sportsbookFeedSchema>;
