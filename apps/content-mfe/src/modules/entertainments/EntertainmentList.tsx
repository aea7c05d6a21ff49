import { ListPage, StatusChip, Thumbnail, type ListColumn } from '@backoffice/ui';
import { formatDateTime } from '@backoffice/validation';
import { EVENT_GAME_TYPES, type Entertainment } from '@backoffice/modules-content';
import { entertainments } from './api';

const when = (iso: string | null | undefined) => formatDateTime(iso);

const columns: ListColumn<Entertainment>[] = [
  { id: 'pl_imageUrl', header: 'Image', render: (e) => <Thumbnail src={e.pl_imageUrl} alt={e.entertainmentName} />, noCsv: true },
  { id: 'entertainmentName', header: 'Name', sortable: true },
  { id: 'eventId', header: 'Event id' },
  { id: 'eventGameType', header: 'Game type', render: (e) => EVENT_GAME_TYPES.find((t) => t.value === e.eventGameType)?.label ?? e.eventGameType },
  { id: 'category', header: 'Category', render: (e) => e.category.map((c) => c.value).join(', ') || '—' },
  { id: 'dateFrom', header: 'From Date', sortable: true, render: (e) => when(e.dateFrom) },
  { id: 'dateTill', header: 'Till Date', sortable: true, render: (e) => when(e.dateTill) },
  { id: 'sortOrder', header: 'Sort order', sortable: true, align: 'right' },
  { id: 'status', header: 'Status', render: (e) => <StatusChip status={e.status} /> },
];

/** /entertainments: tabs Active / In-Active / Expired; view, edit and delete by the entertainment permissions. */
export function EntertainmentList() {
  return (
    <ListPage<Entertainment>
      title="Entertainments"
      resource={entertainments}
      columns={columns}
      emptyText="No entertainments found"
      rowLabel={(e) => e.entertainmentName}
      create={{ label: 'Create Entertainment' }}
      actions={{
        view: {},
        edit: {},
        delete: { item: 'entertainment' },
      }}
    />
  );
}
