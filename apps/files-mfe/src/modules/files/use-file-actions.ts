// What staff do to entries, with the spec's toasts (the spec's file manager messages).
import { joinPath, baseName, parentPath, type FileEntry, type FileUsage } from '@backoffice/validation';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { fetchFileUsage, useCreateFolder, useDeleteEntries, useMoveEntry } from './api';
import { deletedMessage } from './delete-texts';
import { absoluteUrl } from './paths';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Unexpected error occurred');

/** Which dragged paths can go into folder: not into itself, its own parent or one of its descendants. */
export function movablePaths(paths: readonly string[], folder: string): string[] {
  return paths.filter((path) => path !== folder && parentPath(path) !== folder && !folder.startsWith(`${path}/`));
}

export function useFileActions() {
  const { enqueueSnackbar } = useSnackbar();
  const createFolderMutation = useCreateFolder();
  const moveMutation = useMoveEntry();
  const deleteMutation = useDeleteEntries();

  const fail = useCallback((error: unknown) => enqueueSnackbar(messageOf(error), { variant: 'error' }), [enqueueSnackbar]);

  /** Throws the server's message so the name dialog can show it under the field. */
  const createFolder = useCallback(
    async (folder: string, name: string) => {
      await createFolderMutation.mutateAsync(joinPath(folder, name));
      enqueueSnackbar('Folder created successfully', { variant: 'success' });
    },
    [createFolderMutation, enqueueSnackbar],
  );

  /**
   * Who uses these files, asked before a change that would break them. When the question fails the change goes
   * ahead unconfirmed: the server still refuses it (409) if content uses the file, and says which.
   */
  const findUsage = useCallback(async (paths: readonly string[]): Promise<FileUsage[]> => fetchFileUsage(paths).catch(() => []), []);

  /** force: the user confirmed although content uses the file. */
  const rename = useCallback(
    async (entry: FileEntry, name: string, force = false) => {
      if (name === entry.name) return;
      await moveMutation.mutateAsync({ source: entry.id, destination: joinPath(parentPath(entry.id), name), isDir: entry.isDir, force });
      enqueueSnackbar('File or Folder renamed successfully', { variant: 'success' });
    },
    [moveMutation, enqueueSnackbar],
  );

  const remove = useCallback(
    async (entries: readonly FileEntry[], force = false) => {
      try {
        // All or nothing on the server: what was asked for is what went.
        await deleteMutation.mutateAsync({ paths: entries.map((entry) => entry.id), force });
        enqueueSnackbar(deletedMessage(entries), { variant: 'success' });
        return true;
      } catch (error) {
        fail(error);
        return false;
      }
    },
    [deleteMutation, enqueueSnackbar, fail],
  );

  /** Moves entries (dragged, or chosen with "Move to…") into folder, one by one; says once how it went. */
  const moveInto = useCallback(
    async (folder: string, paths: readonly string[], isDir: (path: string) => boolean, force = false) => {
      const movable = movablePaths(paths, folder);
      let moved = 0;
      for (const path of movable) {
        try {
          await moveMutation.mutateAsync({ source: path, destination: joinPath(folder, baseName(path)), isDir: isDir(path), force });
          moved += 1;
        } catch (error) {
          fail(error);
        }
      }
      // The spec has a rename text only; a move says what happened.
      if (moved > 0) enqueueSnackbar('File or Folder moved successfully', { variant: 'success' });
    },
    [moveMutation, enqueueSnackbar, fail],
  );

  const copyLink = useCallback(
    async (entry: FileEntry) => {
      try {
        await navigator.clipboard.writeText(absoluteUrl(entry.link));
        enqueueSnackbar('Copied to the clipboard', { variant: 'success' });
      } catch (error) {
        fail(error);
      }
    },
    [enqueueSnackbar, fail],
  );

  return { findUsage, createFolder, rename, remove, moveInto, copyLink, fail, deleting: deleteMutation.isPending };
}
