import { useState } from 'react';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { Link as RouterLink } from 'react-router';
import { historyResource } from '@backoffice/api/query';
import { fieldLabel, ListPage, recordRoute, SearchField, valueText, type ListColumn } from '@backoffice/ui';
import { DateInput } from '@backoffice/ui/date-time';
import { formatDateTime, MODULES, type HistoryEntry } from '@backoffice/validation';
import { RestoreDeletedDialog, useMayRestore } from './RestoreDeleted';

/** Modules an entry can name: every menu module, and the trail's own prunes. */
const MODULE_OPTIONS = [...MODULES.map((m) => ({ value: m.name, label: m.menu.label })), { value: 'history', label: 'History (retention)' }];
const moduleLabel = (name: string) => MODULE_OPTIONS.find((m) => m.value === name)?.label ?? name;

const short = (value: unknown) => {
  const text = valueText(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
};

/** One line per changed field ("Name: Hokej → Hokej na lodzie"), cut to fit; the CSV gets the same words in full. */
const changesText = (entry: HistoryEntry, cut: (value: unknown) => string = short) =>
  entry.changes.length
    ? entry.changes.map((c) => `${fieldLabel(c.field)}: ${cut(c.before)} → ${cut(c.after)}`).join('; ')
    : Object.entries(entry.detail).map(([k, v]) => `${fieldLabel(k)}: ${valueText(v)}`).join('; ');

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
  { id: 'at', header: 'When', sortable: true, render: (e) => formatDateTime(e.at, { seconds: true }), csv: (e) => formatDateTime(e.at, { seconds: true }) },
  { id: 'userEmail', header: 'User' },
  { id: 'module', header: 'Module', render: (e) => moduleLabel(e.module), csv: (e) => e.module },
  { id: 'recordId', header: 'Record', render: (e) => <RecordCell entry={e} />, csv: (e) => e.recordId },
  { id: 'action', header: 'Action' },
  { id: 'version', header: 'Version', align: 'right', render: (e) => e.version ?? '—' },
  { id: 'changes', header: 'Changes', render: changesText, csv: (e) => changesText(e, valueText), width: '40%' },
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
            {MODULE_OPTIONS.map((m) => (
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
