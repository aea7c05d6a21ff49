// The module's endpoints: its entries (the module resource, v1/betMatchEntries) and the BetMatch Overview
// (GET / PUT betMatches, with the version loaded).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@backoffice/api';
import { moduleResource } from '@backoffice/api/query';
import { betMatchModule, type BetMatchEntry, type BetMatchEntryInput, type BetMatchOverview, type BetMatchOverviewInput } from '@backoffice/validation';

export const betMatchEntries = moduleResource<BetMatchEntry, BetMatchEntryInput>(betMatchModule, { updateMethod: 'put' });

const overviewKey = [betMatchModule.name, 'overview'] as const;
export const fetchOverview = (signal?: AbortSignal) => http.get<BetMatchOverview>('betMatches', { signal });
export const updateOverview = (body: BetMatchOverviewInput & { version: number }) => http.put<BetMatchOverview>('betMatches', body);

export const overviewQueryOptions = () => queryOptions({ queryKey: overviewKey, queryFn: ({ signal }) => fetchOverview(signal) });
export const useOverview = () => useQuery(overviewQueryOptions());

export function useUpdateOverview() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateOverview, onSuccess: (overview) => client.setQueryData(overviewKey, overview) });
}
