// v1/security/cloudflare: the zone's security level (GET) and its change (PATCH); the server's message is the toast.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@backoffice/api';
import { securityModule, type SecurityLevel, type SecurityStatus } from '@backoffice/modules-content';

const path = securityModule.api.path;

export const securityKeys = {
  all: ['security'] as const,
  level: () => [...securityKeys.all, 'level'] as const,
};

export const fetchSecurityLevel = (signal?: AbortSignal) => http.get<SecurityStatus>(path, { signal });
export const changeSecurityLevel = (value: SecurityLevel) => http.patch<SecurityStatus>(path, { value });

export const securityLevelQueryOptions = () => queryOptions({ queryKey: securityKeys.level(), queryFn: ({ signal }) => fetchSecurityLevel(signal) });

export const useSecurityLevel = () => useQuery(securityLevelQueryOptions());

/** PATCH; Cloudflare's answer replaces the cached level. */
export function useChangeSecurityLevel() {
  const client = useQueryClient();
  return useMutation({ mutationFn: changeSecurityLevel, onSuccess: (status) => client.setQueryData(securityKeys.level(), status) });
}
