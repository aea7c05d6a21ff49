// The landing module's calls to the content API (/api). The list and its row actions are silent: on any failure
// they say "Unexpected error occurred" themselves (spec 1 §8), instead of the server's text.
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { http } from '@backoffice/api';
import { createResource } from '@backoffice/api/query';
import type {
  LandingBulkChanges,
  LandingBulkEditData,
  LandingBulkEditResult,
  LandingPage,
  LandingPageConfigInput,
  LandingPageList,
  LandingStatus,
  LandingTab,
  PermanentPromotion,
} from '@backoffice/validation';

export const UNEXPECTED_ERROR = 'Unexpected error occurred';

export interface LandingListParams {
  status: LandingTab;
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  page: number;
  pageSize: number;
  [filter: string]: string | number | boolean | undefined;
}

export interface LandingPageInput {
  config: LandingPageConfigInput;
  publishAt?: string | null;
}

/** Detail, create and edit (with version → 409) of landing pages. */
export const landingPages = createResource<LandingPage, LandingPageInput, LandingListParams>({
  key: 'landing-pages',
  path: 'landingPages',
  base: 'content',
});
const keys = landingPages.keys;

export const fetchLandingList = (params: LandingListParams, signal?: AbortSignal) =>
  http.get<LandingPageList>('landingPages', { query: { ...params }, base: 'content', signal, silent: true });

export function useLandingList(params: LandingListParams) {
  return useQuery({
    queryKey: keys.list(params),
    queryFn: ({ signal }) => fetchLandingList(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Fetches the next page while the user reads this one, so "next page" shows at once (bench: 5,000 pages). */
export function usePrefetchNextPage(params: LandingListParams, total: number | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (total === undefined || params.page * params.pageSize >= total) return;
    const next = { ...params, page: params.page + 1 };
    void client.prefetchQuery({ queryKey: keys.list(next), queryFn: ({ signal }) => fetchLandingList(next, signal) });
  }, [client, params, total]);
}

/** The row actions of the list: publish / unpublish, delete, restore. */
export type RowAction =
  | { kind: 'status'; id: number; status: LandingStatus; publishAt?: string | null }
  | { kind: 'delete'; id: number }
  | { kind: 'restore'; id: number };

function runRowAction(action: RowAction): Promise<LandingPage> {
  const options = { base: 'content' as const, silent: true };
  switch (action.kind) {
    case 'status':
      return http.patch<LandingPage>(
        `landingPages/${action.id}/status`,
        action.status === 'published' ? { status: 'published' } : { status: 'draft', publishAt: action.publishAt ?? null },
        options,
      );
    case 'delete':
      return http.delete<LandingPage>(`landingPages/${action.id}`, undefined, options);
    case 'restore':
      return http.post<LandingPage>(`landingPages/${action.id}/restore`, undefined, options);
  }
}

export function successText(action: RowAction): string {
  if (action.kind === 'delete') return 'Landing page deleted successfully';
  if (action.kind === 'restore') return 'Landing page restored successfully';
  if (action.status === 'published') return 'Landing page published successfully';
  return action.publishAt ? 'Landing page unpublished; republishing is scheduled' : 'Landing page unpublished successfully';
}

export function useRowAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runRowAction,
    onSettled: (_data, _error, action) =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.lists() }),
        client.invalidateQueries({ queryKey: keys.detail(action.id) }),
      ]),
  });
}

export const permanentPromotionKeys = {
  search: (search: string) => ['permanent-promotions', search] as const,
};

export function usePermanentPromotions(search: string, enabled = true) {
  return useQuery({
    queryKey: permanentPromotionKeys.search(search),
    queryFn: ({ signal }) => http.get<PermanentPromotion[]>('permanentPromotions', { query: { search }, base: 'content', signal }),
    enabled,
    staleTime: 60_000,
  });
}

export function useBulkEditData(ids: number[]) {
  return useQuery({
    queryKey: [...keys.all, 'bulk-edit', ids.join(',')] as const,
    queryFn: ({ signal }) => http.get<LandingBulkEditData>('landingPages/bulkEdit', { query: { ids }, base: 'content', signal }),
    enabled: ids.length > 0,
  });
}

export function useBulkSave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { items: { id: number; version: number }[]; changes: LandingBulkChanges }) =>
      http.patch<LandingBulkEditResult>('landingPages/bulkEdit', body, { base: 'content' }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
