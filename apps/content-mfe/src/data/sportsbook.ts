// The sportsbook catalog as the bet match form picks from it: upcoming events (v1/sb-betting/events),
// an event's games found by name (betMatches/events/{eventId}/games, typed with a 500 ms debounce) and a game's
// outcomes (betMatches/events/{eventId}/games/{gameId}). One key family: ['sportsbook', …].
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { http } from '@backoffice/api';
import type { LookupOption } from '@backoffice/ui';
import type { SportEvent, SportGame, SportOutcome } from '@backoffice/validation';

export const sportsbookKeys = {
  all: ['sportsbook'] as const,
  events: () => [...sportsbookKeys.all, 'events'] as const,
  games: (eventId: number) => [...sportsbookKeys.all, 'games', eventId] as const,
  outcomes: (eventId: number, gameId: number) => [...sportsbookKeys.all, 'outcomes', eventId, gameId] as const,
};

/** Upcoming events (the coming two weeks) found by name, as picker options "Legia – Lech · 12.03 20:30". */
export async function findEvents(search: string, signal: AbortSignal): Promise<LookupOption[]> {
  const events = await http.get<SportEvent[]>('sb-betting/events', { signal, silent: true, query: search ? { search } : {} });
  return events.map((e) => ({ value: e.eventId, label: `${e.eventName} · ${e.categoryName} · ${dayjs(e.startsAt).format('DD.MM HH:mm')}` }));
}

/** The event's games found by name. */
export async function findGames(eventId: number, search: string, signal: AbortSignal): Promise<LookupOption[]> {
  const { gameIds } = await http.get<{ gameIds: SportGame[] }>(`betMatches/events/${eventId}/games`, { signal, silent: true, query: search ? { search } : {} });
  return gameIds.map((g) => ({ value: g.gameId, label: g.gameName }));
}

export const fetchOutcomes = async (eventId: number, gameId: number, signal?: AbortSignal) =>
  (await http.get<{ betmatches: SportOutcome[] }>(`betMatches/events/${eventId}/games/${gameId}`, { signal, silent: true })).betmatches;

/** The outcomes of a picked game (nothing to ask until both are picked). */
export function useOutcomes(eventId: number | undefined, gameId: number | undefined) {
  return useQuery({
    queryKey: sportsbookKeys.outcomes(eventId ?? 0, gameId ?? 0),
    queryFn: ({ signal }) => fetchOutcomes(eventId!, gameId!, signal),
    enabled: eventId !== undefined && gameId !== undefined,
    staleTime: 60_000,
  });
}
