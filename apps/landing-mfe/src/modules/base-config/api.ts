// GET / POST /api/baseConfig: the one record of defaults every landing page falls back to.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@backoffice/api';
import type { LandingBaseConfig, LandingBaseConfigRecord } from '@backoffice/modules-landing';

export const baseConfigKey = ['landing-base-config'] as const;

export function useBaseConfig() {
  return useQuery({
    queryKey: baseConfigKey,
    queryFn: ({ signal }) => http.get<LandingBaseConfigRecord>('baseConfig', { base: 'content', signal }),
  });
}

export function useSaveBaseConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { config: LandingBaseConfig; version: number }) =>
      http.post<LandingBaseConfigRecord>('baseConfig', body, { base: 'content' }),
    onSuccess: (saved) => client.setQueryData(baseConfigKey, saved),
  });
}
