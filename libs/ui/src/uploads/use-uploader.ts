import { useState } from 'react';
import { uploadFile } from '@backoffice/api/query';

/**
 * Upload with progress and the 409 rule: a file of the same name makes the field ask "replace?" instead
 * of failing. `upload(file, onProgress?)` resolves to the stored URL, or null when the user declined to replace.
 */
export function useUploader(folderName: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const [replaceAsk, setReplaceAsk] = useState<{ name: string; answer: (replace: boolean) => void } | null>(null);

  async function upload(file: File, onProgress?: (percent: number) => void): Promise<string | null> {
    // The field's bar, and the caller's own per-file one (several files at once).
    const report = (percent: number) => {
      setProgress(percent);
      onProgress?.(percent);
    };
    const send = (overwrite: boolean) => uploadFile({ file, folderName, overwrite, onProgress: report });
    report(0);
    try {
      const first = await send(false);
      if (first.status === 'created') return first.fileUrl;
      const replace = await new Promise<boolean>((resolve) => setReplaceAsk({ name: first.fileName, answer: resolve }));
      setReplaceAsk(null);
      if (!replace) return null;
      report(0);
      const second = await send(true);
      return second.status === 'created' ? second.fileUrl : null;
    } finally {
      setProgress(null);
    }
  }

  return { upload, progress, replaceAsk };
}
