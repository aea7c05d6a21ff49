// The sportsbook catalog behind one interface: the routes, bet match and category images ask it, never its tables.
// The embedded implementation (embedded-catalog.ts) reads the tables of migrations 420 and 540; a client of the
// betting engine's own API would implement the same interface.
import type { MarketType, SportsbookCategory, SportEvent, SportGame, SportOutcome } from '@backoffice/validation';

export interface EventsFilter {
  /** A category or a whole sport (its competitions too). */
  categoryId?: number;
  search?: string;
  /** Start times from (default: the app clock's now) … till (default: two weeks later). */
  from: Date;
  till: Date;
  limit?: number;
}

export interface SportsbookCatalog {
  /** The category's name under its sport ("Piłka nożna › Ekstraklasa"), or undefined when there is none. */
  categoryName(categoryId: number): Promise<string | undefined>;
  categories(): Promise<SportsbookCategory[]>;
  events(filter: EventsFilter): Promise<SportEvent[]>;
  event(eventId: number): Promise<SportEvent | undefined>;
  /** The event's games found by name; undefined when the event is unknown. */
  games(eventId: number, search?: string): Promise<SportGame[] | undefined>;
  /** The game's outcomes; undefined when the event is unknown or the game is not one of its games. */
  outcomes(eventId: number, gameId: number): Promise<SportOutcome[] | undefined>;
  marketTypes(): Promise<MarketType[]>;
}
