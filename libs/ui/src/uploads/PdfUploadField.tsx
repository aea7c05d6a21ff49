import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useField } from 'react-final-form';
import { SHOWN_FIELD_STATE, shownError, useFormReadOnly } from '@backoffice/auth';
import { NOT_A_PDF, PDF_MAGIC, isPdfBytes } from '@backoffice/validation';
import { checkFileCount, checkFileSize, checkFileType } from './file-checks';
import { UploadFrame } from './UploadFrame';
import { refusalOf, useUploader } from './use-uploader';

export interface PdfUploadFieldProps {
  name: string;
  label: string;
  folderName: string;
  /** Largest file in MB (default 10). */
  maxMb?: number;
  required?: boolean;
  chooseFromFiles?: boolean;
}

const PDF = 'application/pdf';
const fileNameOf = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

/** The first bytes of a picked file (FileReader: Blob.arrayBuffer is missing in older browsers and in jsdom). */
function readHead(file: Blob, length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}

/** A PDF document of a FormShell (regulations): one file, PDF by its bytes (%PDF-), size-limited; links the stored file. */
export function PdfUploadField({ name, label, folderName, maxMb = 10, required, chooseFromFiles }: PdfUploadFieldProps) {
  const { input, meta } = useField<string>(name, { subscription: SHOWN_FIELD_STATE });
  const readOnly = useFormReadOnly();
  const uploader = useUploader(folderName);
  const [problem, setProblem] = useState<string | undefined>();
  const url = typeof input.value === 'string' ? input.value : '';

  const store = (next: string) => {
    input.onChange(next);
    input.onBlur();
  };

  async function onFiles(files: File[]) {
    // The browser's type comes from the name: a renamed file is told by its bytes (the server checks them again).
    const found =
      checkFileCount(files.length, false) ??
      checkFileType(files[0].type, PDF) ??
      checkFileSize(files[0].size, maxMb) ??
      (isPdfBytes(await readHead(files[0], PDF_MAGIC.length)) ? undefined : NOT_A_PDF);
    setProblem(found);
    if (found) return;
    try {
      const stored = await uploader.upload(files[0]);
      if (stored) store(stored);
    } catch (error) {
      // The HTTP client has shown its errors; a refused replace is said at the field.
      setProblem(refusalOf(error));
    }
  }

  return (
    <UploadFrame
      label={label}
      required={required}
      accept={PDF}
      note={`PDF, up to ${maxMb} MB`}
      error={problem ?? shownError(meta)}
      progress={uploader.progress}
      replaceAsk={uploader.replaceAsk}
      readOnly={readOnly}
      chooseFromFiles={chooseFromFiles}
      folderName={folderName}
      uploadLabel="Upload PDF"
      onFiles={onFiles}
      onPick={(file) => {
        const found = checkFileType(file.name.toLowerCase().endsWith('.pdf') ? PDF : '', PDF) ?? checkFileSize(file.size, maxMb);
        setProblem(found);
        if (!found) store(file.url);
      }}
    >
      {url && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <PictureAsPdfIcon color="error" />
          <Link href={url} target="_blank" rel="noopener noreferrer">
            {fileNameOf(url)}
          </Link>
          {!readOnly && (
            <Button size="small" onClick={() => store('')}>
              Remove
            </Button>
          )}
        </Box>
      )}
    </UploadFrame>
  );
}
