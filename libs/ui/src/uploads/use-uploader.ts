import { useState } from 'react';
import { useSession } from '@backoffice/auth';
import { mayReplaceIn } from '@backoffice/validation';
import { uploadFile } from '@backoffice/api/query';

/** A replace the user's role may not make (no files.update): the field shows the message. */
export class UploadRefused extends Error {}

/** The field's text for a failed upload: a refusal's own message; other errors the HTTP client has shown. */
export const refusalOf = (error: unknown) => (error instanceof UploadRefused ? error.message : undefined);

/** The question before a replace: the plain "exists", or the server's in-use warning (which names the records). */
export interface ReplaceAsk {
  name: string;
  inUse?: string;
  answer: (replace: boolean) => void;
}

/**
 * Upload with progress and the 409 rule: a file of the same name makes the field ask "replace?" instead
 * of failing. `upload(file, onProgress?)` resolves to the stored URL, or null when the user declined to replace.
 */
export function useUploader(folderName: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const [replaceAsk, setReplaceAsk] = useState<ReplaceAsk | null>(null);
  // Replacing needs files.update or editing the folder's module: otherwise an existing name is an error.
  const mayReplace = useSession((state) => Boolean(state.token) && mayReplaceIn(state, folderName));

  async function upload(file: File, onProgress?: (percent: number) => void): Promise<string | null> {
    // The field's bar, and the caller's own per-file one (several files at once).
    const report = (percent: number) => {
      setProgress(percent);
      onProgress?.(percent);
    };
    const send = (overwrite: boolean, force = false) => uploadFile({ file, folderName, overwrite, force, onProgress: report });
    const ask = async (question: Omit<ReplaceAsk, 'answer'>) => {
      const yes = await new Promise<boolean>((resolve) => setReplaceAsk({ ...question, answer: resolve }));
      setReplaceAsk(null);
      return yes;
    };
    report(0);
    try {
      const first = await send(false);
      if (first.status === 'created') return first.fileUrl;
      if (!mayReplace) throw new UploadRefused(`File ${first.fileName} already exists; your role cannot replace files. Rename the file, or choose it from the files.`);
      if (!(await ask({ name: first.fileName }))) return null;
      report(0);
      const second = await send(true);
      if (second.status === 'created') return second.fileUrl;
      // Content uses the file: replacing changes that content too, so the warning is confirmed separately.
      if (!second.inUse || !(await ask({ name: second.fileName, inUse: second.message }))) return null;
      report(0);
      const forced = await send(true, true);
      return forced.status === 'created' ? forced.fileUrl : null;
    } finally {
      setProgress(null);
    }
  }

  return { upload, progress, replaceAsk };
}
