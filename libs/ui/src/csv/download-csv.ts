/** One CSV column: header text and how to read a cell from a row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/** Quotes a cell when needed; a leading = + - @ is neutralised so spreadsheets never run it as a formula. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV text (comma separated, CRLF lines, as RFC 4180 has it). */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Saves rows as a .csv download. A UTF-8 byte-order mark goes first so Excel shows Polish letters right.
 *   downloadCsv(`betmatch-${dayjs().format('YYYY-MM-DD')}`, columns, rows)
 */
export function downloadCsv<T>(fileName: string, columns: readonly CsvColumn<T>[], rows: readonly T[]): void {
  downloadBlob(fileName.endsWith('.csv') ? fileName : `${fileName}.csv`, new Blob(['\uFEFF', toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }));
}

/** Saves a blob as a download named `fileName`, e.g. `downloadBlob('pl.json', new Blob([json], { type: 'application/json' }))`. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
