import { queryOptions } from '@tanstack/react-query';
import { historyModule, type HistoryEntry } from '@backoffice/validation';
import { http } from '../http/client';
import { moduleResource } from './create-resource';

/** The global history list (GET /api/v1/history, the one list contract). */
export const historyResource = moduleResource<HistoryEntry>(historyModule);

/**
 * One record's history, newest first. Its key sits under the record's detail key, so every save, restore or
 * operation that refreshes the record refreshes its history too:
 *   useQuery(recordHistoryQueryOptions(banners.keys.detail(7), 'banners', 7))
 */
export function recordHistoryQueryOptions(detailKey: readonly unknown[], module: string, id: string | number) {
  return queryOptions({
    queryKey: [...detailKey, 'history'] as const,
    queryFn: ({ signal }) =>
      http.get<{ items: HistoryEntry[]; total: number }>(`history/${encodeURIComponent(module)}/${encodeURIComponent(String(id))}`, { base: 'admin', signal }),
  });
}
