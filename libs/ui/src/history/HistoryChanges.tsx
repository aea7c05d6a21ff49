import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { describedModule, formatDateTime, historyDiff, labelOf, type FieldLabels, type HistoryChange, type HistoryEntry } from '@backoffice/validation';
import { htmlToText, looksLikeHtml, textDiff } from './text-diff';

/** Texts longer than this (or any HTML) are shown as a word diff rather than two whole values. */
const LONG_TEXT = 80;

/**
 * A field as its module's form names it: the label its schema declares (carried by the module's description, so
 * any remote reads it) — `fieldLabel('categoryTagline', 'avatars')` → "Subtitle", `fieldLabel('pl_title', 'messages')`
 * → "Polish title"; else words from its name (`config.hero.headline` → "Config › Hero › Headline").
 */
export function fieldLabel(path: string, module?: string): string {
  return labelOf(module ? describedModule(module)?.labels : undefined, path);
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A stored value as staff read it: empty as a dash, yes/no, a timestamp as DD.MM.YYYY HH:mm, a list as
 * its items ("Zbuduj kupon; Odbierz freebet"), an object as "Field: value" pairs — never JSON.
 */
export function valueText(value: unknown, labels?: FieldLabels, path = ''): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return ISO_TIMESTAMP.test(value) ? formatDateTime(value) : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length ? value.map((item) => valueText(item, labels, `${path}[]`)).join('; ') : '—';
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    // A one-field row ({ step: '…' }) reads as its value alone.
    if (entries.length === 1) return valueText(entries[0][1], labels, path ? `${path}.${entries[0][0]}` : entries[0][0]);
    return entries
      .map(([key, item]) => {
        const field = path ? `${path}.${key}` : key;
        // The schema's label of the item's field, else words from its own key (not the whole path).
        const named = labels && Object.hasOwn(labels, field) ? labelOf(labels, field) : labelOf(undefined, key);
        return `${named}: ${valueText(item, labels, field)}`;
      })
      .join(', ');
  }
  return String(value);
}

const isLongText = (change: HistoryChange) =>
  [change.before, change.after].some((v) => typeof v === 'string' && (v.length > LONG_TEXT || looksLikeHtml(v))) &&
  [change.before, change.after].every((v) => v === undefined || v === null || typeof v === 'string');

function TextDiff({ change }: { change: HistoryChange }) {
  const read = (v: unknown) => (typeof v === 'string' ? (looksLikeHtml(v) ? htmlToText(v) : v) : '');
  const parts = textDiff(read(change.before), read(change.after));
  if (!parts) return <Typography variant="body2">{valueText(change.after)}</Typography>;
  return (
    <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap' }} aria-label="Text changes">
      {parts.map((part, i) =>
        part.added ? (
          <Box component="ins" key={i} sx={{ bgcolor: 'success.light', color: 'success.contrastText', textDecoration: 'none' }} aria-label={`added: ${part.text}`}>
            {part.text}
          </Box>
        ) : part.removed ? (
          <Box component="del" key={i} sx={{ bgcolor: 'error.light', color: 'error.contrastText' }} aria-label={`removed: ${part.text}`}>
            {part.text}
          </Box>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </Typography>
  );
}

/** The fields one entry changed: before → after, long text and HTML as a word diff. */
export function HistoryChanges({ entry }: { entry: HistoryEntry }) {
  const labels = entry.module ? describedModule(entry.module)?.labels : undefined;
  const label = (field: string) => labelOf(labels, field);
  const detail = Object.entries(entry.detail ?? {});
  if (entry.changes.length === 0) {
    return detail.length ? (
      <Typography variant="body2" color="text.secondary">
        {detail.map(([key, value]) => `${label(key)}: ${valueText(value)}`).join(' · ')}
      </Typography>
    ) : (
      <Typography variant="body2" color="text.secondary">No field changed.</Typography>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={`Changes of ${entry.action}`}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">Field</TableCell>
            <TableCell component="th" scope="col">Before</TableCell>
            <TableCell component="th" scope="col">After</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entry.changes.map((change) => (
            <TableRow key={change.field}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{label(change.field)}</TableCell>
              {isLongText(change) ? (
                <TableCell colSpan={2}>
                  <TextDiff change={change} />
                </TableCell>
              ) : (
                <>
                  <TableCell sx={{ verticalAlign: 'top', wordBreak: 'break-word' }}>{valueText(change.before, labels, change.field)}</TableCell>
                  <TableCell sx={{ verticalAlign: 'top', wordBreak: 'break-word' }}>{valueText(change.after, labels, change.field)}</TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {detail.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {detail.map(([key, value]) => `${label(key)}: ${valueText(value)}`).join(' · ')}
        </Typography>
      )}
    </Box>
  );
}

/**
 * A change of a record not yet made, shown as the history shows one (before → after of each field, named as the
 * module's form names them): e.g. a campaign's item.
 */
export function RecordDiff({ before, after, action, module = '' }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null; action: string; module?: string }) {
  const entry: HistoryEntry = { id: '', at: '', userId: null, userEmail: '', module, recordId: '', action, version: null, changes: historyDiff(before, after), detail: {} };
  return <HistoryChanges entry={entry} />;
}
