import { useState } from 'react';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { Link as RouterLink } from 'react-router';
import { historyResource } from '@backoffice/api/query';
import { changeExcerpt, fieldLabel, ListPage, recordRoute, SearchField, valueText, type ListColumn } from '@backoffice/ui';
import { DateInput } from '@backoffice/ui/date-time';
import { describedModules, formatDateTime, type HistoryEntry } from '@backoffice/validation';
import { RestoreDeletedDialog, useMayRestore } from './RestoreDeleted';

/** Modules an entry can name: every module of the running product (as the remotes describe them), and the trail's own prunes. */
const moduleOptions = () => [...describedModules().map((m) => ({ value: m.name, label: m.menu.label })), { value: 'history', label: 'History (retention)' }];
const moduleLabel = (name: string) => moduleOptions().find((m) => m.value === name)?.label ?? name;

/** A change as the list shows it: whole values, a long part both share elided so the difference shows (the kit's rule). */
const excerpt = (before: unknown, after: unknown) => {
  const { before: from, after: to } = changeExcerpt(before, after);
  return `${from} → ${to}`;
};

/** One line per changed field, named as its module's form names it ("Name: Hokej → Hokej na lodzie"); the CSV gets the same words in full. */
const changesText = (entry: HistoryEntry, pair: (before: unknown, after: unknown) => string = excerpt) =>
  entry.changes.length
    ? entry.changes.map((c) => `${fieldLabel(c.field, entry.module)}: ${pair(c.before, c.after)}`).join('; ')
    : Object.entries(entry.detail).map(([k, v]) => `${fieldLabel(k, entry.module)}: ${valueText(v)}`).join('; ');

/** Whole values wrap in the cell, a long link or word too. */
const WRAP = { overflowWrap: 'anywhere' } as const;

/** Modules whose records have no screen of their own to open from here. */
const NO_RECORD_SCREEN = new Set(['files', 'history']);

/** The record as a link to its screen (edit, or read-only for a reader, as its module routes it); plain once deleted. */
function RecordCell({ entry }: { entry: HistoryEntry }) {
  if (NO_RECORD_SCREEN.has(entry.module) || entry.action === 'delete' || !entry.recordId) return <>{entry.recordId}</>;
  return (
    <Link component={RouterLink} to={recordRoute(entry.module, entry.recordId)} aria-label={`Open ${moduleLabel(entry.module)} ${entry.recordId}`}>
      {entry.recordId}
    </Link>
  );
}

const columns: ListColumn<HistoryEntry>[] = [
  // On screen the one date format (DD.MM.YYYY HH:mm); the CSV keeps the seconds for ordering within a minute.
  { id: 'at', header: 'When', sortable: true, render: (e) => formatDateTime(e.at), csv: (e) => formatDateTime(e.at, { seconds: true }) },
  { id: 'userEmail', header: 'User' },
  { id: 'module', header: 'Module', render: (e) => moduleLabel(e.module), csv: (e) => e.module },
  { id: 'recordId', header: 'Record', render: (e) => <RecordCell entry={e} />, csv: (e) => e.recordId },
  { id: 'action', header: 'Action' },
  { id: 'version', header: 'Version', align: 'right', render: (e) => e.version ?? '—' },
  { id: 'changes', header: 'Changes', render: (e) => <span style={WRAP}>{changesText(e)}</span>, csv: (e) => changesText(e, (before, after) => `${valueText(before)} → ${valueText(after)}`), width: '40%' },
];

interface Filters {
  user: string;
  module: string;
  recordId: string;
  from: string;
  till: string;
}

const NO_FILTERS: Filters = { user: '', module: '', recordId: '', from: '', till: '' };

/** /history: the whole audit trail, newest first, filtered by user, module, record and dates; CSV of all pages. */
export function HistoryList() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const set = (name: keyof Filters) => (value: string) => setFilters((current) => ({ ...current, [name]: value }));
  const extraParams = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  const mayRestore = useMayRestore();

  return (
    <ListPage<HistoryEntry>
      title="History"
      resource={historyResource}
      columns={columns}
      emptyText="No history entries found"
      rowLabel={(e) => `${e.action} ${moduleLabel(e.module)} ${e.recordId}`}
      searchable={false}
      extraParams={extraParams}
      actions={{
        operations: [
          {
            label: 'Restore',
            icon: <RestoreFromTrashIcon fontSize="small" />,
            hidden: (e) => !mayRestore(e),
            dialog: (e, close) => <RestoreDeletedDialog entry={e} label={moduleLabel(e.module)} onClose={close} />,
          },
        ],
      }}
      csv={{ label: 'Export CSV', fileName: () => `history-${dayjs().format('YYYY-MM-DD')}.csv` }}
      toolbar={
        <>
          <SearchField label="User" value={filters.user} onSearch={set('user')} />
          <TextField select size="small" label="Module" value={filters.module} onChange={(e) => set('module')(e.target.value)} sx={{ minWidth: 200 }}>
            <MenuItem value="">All modules</MenuItem>
            {moduleOptions().map((m) => (
              <MenuItem key={m.value} value={m.value}>
                {m.label}
              </MenuItem>
            ))}
          </TextField>
          <SearchField label="Record" value={filters.recordId} onSearch={set('recordId')} />
          <DateInput label="From" value={filters.from} onChange={set('from')} />
          <DateInput label="Till" value={filters.till} onChange={set('till')} />
        </>
      }
    />
  );
}
