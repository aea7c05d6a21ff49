import { QueryClient } from '@tanstack/react-query';

/** The one query client of the app (spec: list stale time 300 ms, no retry, no refetch on window focus). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 300, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
