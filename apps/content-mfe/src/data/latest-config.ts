// The latest configuration (the spec's GET latestConfig, PATCH latestConfig/{id}) and the market types (GET
// configMarkets): the data of the market types order and deposit message modules, one key family for both.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@backoffice/api';
import { type MarketType } from '@backoffice/validation';
import type { LatestConfig, LatestConfigPatch } from '@backoffice/modules-content';

export const latestConfigKeys = {
  all: ['latest-config'] as const,
  config: () => [...latestConfigKeys.all, 'config'] as const,
  marketTypes: () => [...latestConfigKeys.all, 'market-types'] as const,
};

export const fetchLatestConfig = (signal?: AbortSignal) => http.get<LatestConfig>('latestConfig', { signal });
export const fetchMarketTypes = (signal?: AbortSignal) => http.get<MarketType[]>('configMarkets', { signal });
/** Sends one part of the configuration with the version loaded; the server's message is the toast. */
export const patchLatestConfig = ({ id, ...body }: LatestConfigPatch & { id: number }) => http.patch<LatestConfig>(`latestConfig/${id}`, body);

export const latestConfigQueryOptions = () => queryOptions({ queryKey: latestConfigKeys.config(), queryFn: ({ signal }) => fetchLatestConfig(signal) });
export const marketTypesQueryOptions = () => queryOptions({ queryKey: latestConfigKeys.marketTypes(), queryFn: ({ signal }) => fetchMarketTypes(signal), staleTime: 5 * 60_000 });

export const useLatestConfig = () => useQuery(latestConfigQueryOptions());
export const useMarketTypes = () => useQuery(marketTypesQueryOptions());

/** PATCH latestConfig/{id}; the stored record replaces the cached one (its new version included). */
export function usePatchLatestConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: patchLatestConfig,
    onSuccess: (config) => client.setQueryData(latestConfigKeys.config(), config),
  });
}
