import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { historyResource } from '@backoffice/api/query';
import { fieldLabel, ListPage, SearchField, valueText, type ListColumn } from '@backoffice/ui';
import { DateInput } from '@backoffice/ui/date-time';
import { formatDateTime, MODULES, type HistoryEntry } from '@backoffice/validation';

/** Modules an entry can name: every menu module, and the trail's own prunes. */
const MODULE_OPTIONS = [...MODULES.map((m) => ({ value: m.name, label: m.menu.label })), { value: 'history', label: 'History (retention)' }];
const moduleLabel = (name: string) => MODULE_OPTIONS.find((m) => m.value === name)?.label ?? name;

const short = (value: unknown) => {
  const text = valueText(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
};

/** One line per changed field ("Name: Hokej → Hokej na lodzie"); the CSV gets the whole diff. */
const changesText = (entry: HistoryEntry) =>
  entry.changes.length
    ? entry.changes.map((c) => `${fieldLabel(c.field)}: ${short(c.before)} → ${short(c.after)}`).join('; ')
    : Object.entries(entry.detail).map(([k, v]) => `${fieldLabel(k)}: ${valueText(v)}`).join('; ');

const columns: ListColumn<HistoryEntry>[] = [
  { id: 'at', header: 'When', sortable: true, render: (e) => formatDateTime(e.at, { seconds: true }), csv: (e) => e.at },
  { id: 'userEmail', header: 'User' },
  { id: 'module', header: 'Module', render: (e) => moduleLabel(e.module), csv: (e) => e.module },
  { id: 'recordId', header: 'Record' },
  { id: 'action', header: 'Action' },
  { id: 'version', header: 'Version', align: 'right', render: (e) => e.version ?? '—' },
  { id: 'changes', header: 'Changes', render: changesText, csv: (e) => JSON.stringify(e.changes.length ? e.changes : e.detail), width: '40%' },
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

  return (
    <ListPage<HistoryEntry>
      title="History"
      resource={historyResource}
      columns={columns}
      emptyText="No history entries found"
      rowLabel={(e) => `${e.action} ${moduleLabel(e.module)} ${e.recordId}`}
      searchable={false}
      extraParams={extraParams}
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
