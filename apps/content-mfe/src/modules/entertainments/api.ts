// The module's endpoints: its resource and the event game types the server offers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@backoffice/api';
import { moduleResource } from '@backoffice/api/query';
import { entertainmentsModule, type Entertainment, type EntertainmentInput, type EventGameType } from '@backoffice/modules-content';

export const entertainments = moduleResource<Entertainment, EntertainmentInput>(entertainmentsModule);

/** GET v1/event-game-types: the choices of the form's "Event game type". */
export const fetchEventGameTypes = (signal?: AbortSignal) => http.get<EventGameType[]>('event-game-types', { signal });

export const eventGameTypesQueryOptions = () =>
  queryOptions({ queryKey: ['entertainments', 'event-game-types'], queryFn: ({ signal }) => fetchEventGameTypes(signal), staleTime: 60 * 60_000 });

export function useEventGameTypes() {
  return useQuery(eventGameTypesQueryOptions());
}
