// The files API (spec 1 §7 Files): one key factory, query options and mutations for the file manager
// and the file browser dialog. Mutations are silent: the screens show the spec's own texts.
import { http } from '@backoffice/api';
import { createQueryKeys } from '@backoffice/api/query';
import type { FileListing } from '@backoffice/validation';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const fileKeys = createQueryKeys('files');

export const folderQueryOptions = (path: string) =>
  queryOptions({
    queryKey: fileKeys.list({ path }),
    queryFn: ({ signal }) => http.get<FileListing>('files', { query: { path, flat: false }, signal }),
  });

/** One folder's listing (folders first, then the newest files up to the per-folder limit). */
export const useFolder = (path: string) => useQuery(folderQueryOptions(path));

function useInvalidateFiles() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: fileKeys.all });
}

export function useCreateFolder() {
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: (path: string) => http.post<{ path: string }>('folder', undefined, { query: { path }, silent: true }),
    onSuccess: invalidate,
  });
}

export interface MoveVariables {
  source: string;
  destination: string;
  isDir: boolean;
}

/** Rename (same folder) or move (another folder): PATCH files for a file, PATCH folder for a folder. */
export function useMoveEntry() {
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: ({ source, destination, isDir }: MoveVariables) =>
      http.patch<{ path: string }>(isDir ? 'folder' : 'files', { source, destination }, { silent: true }),
    onSettled: invalidate,
  });
}

export function useDeleteEntries() {
  const invalidate = useInvalidateFiles();
  return useMutation({
    mutationFn: (paths: string[]) => http.delete<{ deleted: string[] }>('files', undefined, { query: { path: paths }, silent: true }),
    onSettled: invalidate,
  });
}
