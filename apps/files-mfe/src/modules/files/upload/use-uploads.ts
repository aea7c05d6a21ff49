// The upload state of the page: rows with progress, toasts when a batch ends, and what needs replacing.
import { uploadFile } from '@backoffice/api/query';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { refreshListings } from '../api';
import type { PendingReplace } from '../modal-machine';
import { replaceToasts, runUploads, uploadToasts, type Toast, type UploadItem } from './upload-batch';

let batchCounter = 0;

export function useUploads(onExisting: (files: PendingReplace[], batch: boolean) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();

  const show = useCallback(
    (toasts: Toast[]) => toasts.forEach((toast) => enqueueSnackbar(toast.message, { variant: toast.variant })),
    [enqueueSnackbar],
  );

  const run = useCallback(
    async (files: readonly File[], folder: string, overwrite: boolean) => {
      const batchId = ++batchCounter;
      const rows: UploadItem[] = files.map((file, i) => ({ id: `${batchId}-${i}`, name: file.name, folder, progress: 0, status: 'waiting' }));
      // A file sent again (replace) takes over its earlier row; other rows stay until dismissed.
      const sameFile = (row: UploadItem) => rows.some((next) => next.name === row.name && next.folder === row.folder);
      setItems((current) => [...current.filter((row) => !sameFile(row)), ...rows]);
      const report = await runUploads(files, folder, uploadFile, (index, change) =>
        setItems((current) => current.map((row) => (row.id === rows[index].id ? { ...row, ...change } : row))),
      overwrite);
      await refreshListings(client);
      return report;
    },
    [client],
  );

  /** Uploads new files; one file that exists asks to replace, several report per file. */
  const upload = useCallback(
    async (files: readonly File[], folder: string) => {
      if (files.length === 0) return;
      const batch = files.length > 1;
      const report = await run(files, folder, false);
      show(uploadToasts(report, batch));
      if (report.existing.length > 0) onExisting(report.existing, batch);
    },
    [run, show, onExisting],
  );

  /** Sends files again with overwrite (after the replace question). */
  const replace = useCallback(
    async (pending: readonly PendingReplace[], batch: boolean) => {
      const byFolder = new Map<string, File[]>();
      for (const item of pending) byFolder.set(item.folder, [...(byFolder.get(item.folder) ?? []), item.file]);
      const reports = await Promise.all([...byFolder].map(([folder, files]) => run(files, folder, true)));
      const merged = { created: reports.flatMap((r) => r.created), existing: [], failed: reports.flatMap((r) => r.failed) };
      show(replaceToasts(merged, batch));
    },
    [run, show],
  );

  const dismiss = useCallback(() => setItems((current) => current.filter((row) => row.status === 'uploading' || row.status === 'waiting')), []);

  return { items, upload, replace, dismiss };
}
