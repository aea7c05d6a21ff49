// Uploads several files with per-file progress, then says what happened the way the spec words it:
// a single upload asks before replacing; a batch reports each file and offers to replace the existing ones.
import type { UploadFileOptions, UploadResult } from '@backoffice/api/query';
import type { PendingReplace } from '../modal-machine';

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'exists' | 'failed';

export interface UploadItem {
  id: string;
  name: string;
  folder: string;
  progress: number;
  status: UploadStatus;
  message?: string;
}

export interface BatchReport {
  created: string[];
  existing: PendingReplace[];
  failed: { name: string; message: string }[];
}

export type Uploader = (options: UploadFileOptions) => Promise<UploadResult>;

/** How many uploads run at once: enough to overlap latency without flooding the API. */
export const UPLOAD_CONCURRENCY = 3;

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Upload failed');

/** Uploads files into folder; onItem reports every change of one file's row. */
export async function runUploads(
  files: readonly File[],
  folder: string,
  upload: Uploader,
  onItem: (index: number, change: Partial<UploadItem>) => void,
  overwrite = false,
): Promise<BatchReport> {
  const report: BatchReport = { created: [], existing: [], failed: [] };
  let next = 0;
  async function worker() {
    while (next < files.length) {
      const index = next++;
      const file = files[index];
      onItem(index, { status: 'uploading', progress: 0 });
      try {
        const result = await upload({ file, folderName: folder, overwrite, silent: true, onProgress: (progress) => onItem(index, { progress }) });
        if (result.status === 'created') {
          report.created.push(file.name);
          onItem(index, { status: 'done', progress: 100 });
        } else {
          report.existing.push({ file, folder });
          onItem(index, { status: 'exists', message: result.message });
        }
      } catch (error) {
        report.failed.push({ name: file.name, message: errorText(error) });
        onItem(index, { status: 'failed', message: errorText(error) });
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(UPLOAD_CONCURRENCY, files.length) }, worker));
  return report;
}

export interface Toast {
  variant: 'success' | 'error';
  message: string;
}

/** The toasts of one finished upload; replacing is asked separately. */
export function uploadToasts(report: BatchReport, batch: boolean): Toast[] {
  if (!batch) {
    if (report.created.length) return [{ variant: 'success', message: 'File uploaded successfully' }];
    return report.failed.map((f) => ({ variant: 'error', message: f.message }));
  }
  return [
    ...report.created.map((name): Toast => ({ variant: 'success', message: `File ${name} uploaded successfully` })),
    ...report.existing.map(({ file }): Toast => ({ variant: 'error', message: `File ${file.name} already exists` })),
    ...report.failed.map((f): Toast => ({ variant: 'error', message: `${f.name}: ${f.message}` })),
  ];
}

/** The toasts after replacing: one file, or several together. */
export function replaceToasts(report: BatchReport, batch: boolean): Toast[] {
  const failed = report.failed.map((f): Toast => ({ variant: 'error', message: `${f.name}: ${f.message}` }));
  if (report.created.length === 0) return failed;
  return [{ variant: 'success', message: batch ? 'Files replaced successfully' : 'File replaced successfully' }, ...failed];
}
