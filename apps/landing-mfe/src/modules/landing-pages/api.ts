// The landing module's calls to the content API (/api). The list and its row actions say "Unexpected error
// occurred" on any failure, instead of the server's text.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@backoffice/api';
import { moduleResource } from '@backoffice/api/query';
import { landingPagesModule, type LandingBulkChanges, type LandingBulkEditData, type LandingBulkEditResult, type LandingPage, type LandingPageConfigInput, type PermanentPromotion, type PermanentPromotionWrite } from '@backoffice/modules-landing';

export const UNEXPECTED_ERROR = 'Unexpected error occurred';

export interface LandingPageInput {
  config: LandingPageConfigInput;
  publishAt?: string | null;
}

/** Landing pages from their module definition: list, detail, create, edit (version → 409), delete, restore, status. */
export const landingPages = moduleResource<LandingPage, LandingPageInput>(landingPagesModule);
const keys = landingPages.keys;

export const permanentPromotionKeys = {
  search: (search: string) => ['permanent-promotions', search] as const,
};

/** Every permanent promotion, the inactive ones too (the managing screen). */
export function useAllPermanentPromotions() {
  return useQuery({
    queryKey: ['permanent-promotions', 'all'] as const,
    queryFn: ({ signal }) => http.get<PermanentPromotion[]>('permanentPromotions', { query: { all: 'true' }, base: 'content', signal }),
  });
}

/** Adds (no id) or changes a permanent promotion; every search and list of them is refetched. */
export function useSavePermanentPromotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PermanentPromotionWrite & { id?: number }) =>
      id === undefined
        ? http.post<PermanentPromotion>('permanentPromotions', body, { base: 'content' })
        : http.put<PermanentPromotion>(`permanentPromotions/${id}`, body, { base: 'content' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['permanent-promotions'] }),
  });
}

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
