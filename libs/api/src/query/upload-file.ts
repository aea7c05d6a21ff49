import { apiUrl, authHeaders, settleResponse } from '../http/client';
import { ApiError } from '../http/api-error';

export interface UploadFileOptions {
  file: File | Blob;
  /** Defaults to the File's own name. */
  fileName?: string;
  /** Target folder, e.g. 'banners' or 'acquisition-landing-page/hero-desktop'. */
  folderName: string;
  /** Replace a file of the same name instead of answering "exists". */
  overwrite?: boolean;
  /** Replace even a file that content uses (the user confirmed the in-use warning). */
  force?: boolean;
  /** Percent sent, 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** No toasts (batch uploads report per file themselves). */
  silent?: boolean;
}

/** 201 → the stored file's public URL; 409 → a file of that name is already there (no toast: the caller asks). */
export type UploadResult =
  | { status: 'created'; fileUrl: string; fileName: string }
  | { status: 'exists'; fileName: string; message: string; inUse: boolean };

/** Reads a file as base64 without the data: prefix (the API takes plain base64). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}

function parse(raw: string): unknown {
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/**
 * POST v1/files with { fileContents (base64), fileName, folderName, overwrite } and upload progress
 * (XMLHttpRequest, because fetch cannot report upload progress). Other failures reject with ApiError
 * after the client's usual toasts.
 *   const result = await uploadFile({ file, folderName: 'banners', onProgress: setPercent });
 *   if (result.status === 'exists') askToReplace();
 */
export async function uploadFile(options: UploadFileOptions): Promise<UploadResult> {
  const fileName = options.fileName ?? (options.file instanceof File ? options.file.name : 'file');
  const fileContents = await readAsBase64(options.file);
  const body = JSON.stringify({ fileContents, fileName, folderName: options.folderName, overwrite: options.overwrite ?? false });
  const headers = authHeaders();

  const { status, payload } = await new Promise<{ status: number; payload: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(options.force ? 'files?force=true' : 'files'));
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, payload: parse(xhr.responseText) });
    xhr.onerror = () => reject(new ApiError(0, 'The server cannot be reached. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });

  if (status === 409) {
    const { message, usedBy } = (payload ?? {}) as { message?: unknown; usedBy?: unknown };
    // A replace of a file that content uses answers 409 with usedBy: the message names the records.
    return { status: 'exists', fileName, message: typeof message === 'string' ? message : `File ${fileName} already exists`, inUse: Array.isArray(usedBy) };
  }
  const data = settleResponse<{ fileUrl?: string } | undefined>(status, payload, {
    signedIn: 'x-access-token' in headers,
    silent: options.silent,
  });
  if (!data?.fileUrl) throw new ApiError(status, 'The upload answer did not include the file address');
  options.onProgress?.(100);
  return { status: 'created', fileUrl: data.fileUrl, fileName };
}
