import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadCsv, type CsvColumn } from '../csv/download-csv';

export interface CsvExportButtonProps<T> {
  label: string;
  fileName: () => string;
  columns: readonly CsvColumn<T>[];
  /** Loads every row of the current filter (all pages). */
  load: () => Promise<T[]>;
}

/** Downloads every row of the current filter as CSV, not only the visible page. */
export function CsvExportButton<T>({ label, fileName, columns, load }: CsvExportButtonProps<T>) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      downloadCsv(fileName(), columns, await load());
    } catch {
      // The HTTP client has already told the user what went wrong.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={run}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
    >
      {label}
    </Button>
  );
}
