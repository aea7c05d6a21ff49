// The files API (the spec's Files): one key factory, query options and mutations for the file manager
// and the file browser dialog. Mutations are silent: the screens show the spec's own texts.
import { http } from '@backoffice/api';
import { createQueryKeys } from '@backoffice/api/query';
import type { FileListing, FileUsage } from '@backoffice/validation';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';

export const fileKeys = createQueryKeys('files');

export const folderQueryOptions = (path: string) =>
  queryOptions({
    queryKey: fileKeys.list({ path }),
    // A listing loaded moments ago (most often on hover, just before the click) is shown without asking again;
    // every change made here invalidates it at once.
    staleTime: 5_000,
    // Silent: the screens show a missing or failed folder in place, not as a toast as well.
    queryFn: ({ signal }) => http.get<FileListing>('files', { query: { path, flat: false }, signal, silent: true }),
  });

/** One folder's listing (folders first, then the newest files up to the per-folder limit). */
export const useFolder = (path: string) => useQuery(folderQueryOptions(path));

/**
 * Loads a folder's listing when the pointer rests on its tile (or the focus reaches it), so the click finds it in
 * the cache. A pointer merely crossing tiles (under PREFETCH_DWELL_MS each) asks for nothing.
 */
export function usePrefetchFolder() {
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    /** null: the pointer moved on to a file, so a folder it passed is not loaded. */
    (path: string | null) => {
      clearTimeout(timer.current);
      if (path !== null) timer.current = setTimeout(() => void client.prefetchQuery(folderQueryOptions(path)), PREFETCH_DWELL_MS);
    },
    [client],
  );
}
const PREFETCH_DWELL_MS = 50;

/**
 * After a change: every listing is asked for again. One still loading (a hover's prefetch) may have been read before
 * the change; it is dropped first, else it would land afterwards and be kept as fresh (a moved file missing from the
 * folder it was dropped on).
 */
export async function refreshListings(client: QueryClient) {
  await client.cancelQueries({ queryKey: fileKeys.all });
  await client.invalidateQueries({ queryKey: fileKeys.all });
}

function useInvalidateFiles() {
  const client = useQueryClient();
  return () => refreshListings(client);
}

export function useCreateFolder() {
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: (path: string) => http.post<{ path: string }>('folder', undefined, { query: { path }, silent: true }),
    onSuccess: invalidate,
  });
}

/** The records (of every content module) that use these files or folders; asked before a delete, rename or move. */
export const fetchFileUsage = (paths: readonly string[]) =>
  http.get<{ usedBy: FileUsage[] }>('files/usage', { query: { path: paths }, silent: true }).then((data) => data.usedBy);

/** `force`: the user confirmed the change although content uses the file (else the server answers 409). */
const forceQuery = (force?: boolean) => (force ? { force: true } : undefined);

export interface MoveVariables {
  source: string;
  destination: string;
  isDir: boolean;
  force?: boolean;
}

/** Rename (same folder) or move (another folder): PATCH files for a file, PATCH folder for a folder. */
export function useMoveEntry() {
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: ({ source, destination, isDir, force }: MoveVariables) =>
      http.patch<{ path: string }>(isDir ? 'folder' : 'files', { source, destination }, { query: forceQuery(force), silent: true }),
    onSettled: invalidate,
  });
}

export function useDeleteEntries() {
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: ({ paths, force }: { paths: string[]; force?: boolean }) =>
      http.delete<{ deleted: string[] }>('files', undefined, { query: { path: paths, ...forceQuery(force) }, silent: true }),
    onSettled: invalidate,
  });
}
