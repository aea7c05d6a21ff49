// The module's endpoints: its resource (updates are PUT) and the sportsbook category-name lookup.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@backoffice/api';
import { moduleResource } from '@backoffice/api/query';
import { type SportCategoryName } from '@backoffice/validation';
import { categoryImagesModule, type CategoryImage, type CategoryImageInput } from '@backoffice/modules-content';

export const categoryImages = moduleResource<CategoryImage, CategoryImageInput>(categoryImagesModule);

/** GET /category/{categoryId}, without toasts: a failed lookup is ignored. */
export const fetchCategoryName = (categoryId: number, signal?: AbortSignal) =>
  http.get<SportCategoryName>(`category/${categoryId}`, { signal, silent: true });

export const categoryNameQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: ['sportsbook', 'category', categoryId],
    queryFn: ({ signal }) => fetchCategoryName(categoryId, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });

/** The category's name once `categoryId` is set (undefined: nothing to look up yet). */
export function useCategoryName(categoryId: number | undefined) {
  return useQuery({ ...categoryNameQueryOptions(categoryId ?? 0), enabled: categoryId !== undefined });
}
