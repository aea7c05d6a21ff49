// The files API (spec 1 §7 Files): one key factory, query options and mutations for the file manager
// and the file browser dialog. Mutations are silent: the screens show the spec's own texts.
import { http } from '@backoffice/api';
import { createQueryKeys } from '@backoffice/api/query';
import type { FileListing, FileUsage } from '@backoffice/validation';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const fileKeys = createQueryKeys('files');

export const folderQueryOptions = (path: string) =>
  queryOptions({
    queryKey: fileKeys.list({ path }),
    // Silent: the screens show a missing or failed folder in place, not as a toast as well.
    queryFn: ({ signal }) => http.get<FileListing>('files', { query: { path, flat: false }, signal, silent: true }),
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
