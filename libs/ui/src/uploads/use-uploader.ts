import { useState } from 'react';
import { uploadFile } from '@backoffice/api/query';

/**
 * Upload with progress and the 409 rule: a file of the same name makes the field ask "replace?" instead
 * of failing. `upload(file)` resolves to the stored URL, or null when the user declined to replace.
 */
export function useUploader(folderName: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const [replaceAsk, setReplaceAsk] = useState<{ name: string; answer: (replace: boolean) => void } | null>(null);

  const send = (file: File, overwrite: boolean) => uploadFile({ file, folderName, overwrite, onProgress: setProgress });

  async function upload(file: File): Promise<string | null> {
    setProgress(0);
    try {
      const first = await send(file, false);
      if (first.status === 'created') return first.fileUrl;
      const replace = await new Promise<boolean>((resolve) => setReplaceAsk({ name: first.fileName, answer: resolve }));
      setReplaceAsk(null);
      if (!replace) return null;
      setProgress(0);
      const second = await send(file, true);
      return second.status === 'created' ? second.fileUrl : null;
    } finally {
      setProgress(null);
    }
  }

  return { upload, progress, replaceAsk };
}
