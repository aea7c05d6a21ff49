import { moduleResource } from '@backoffice/api/query';
import { ListPage, StatusChip, Thumbnail, type ListColumn } from '@backoffice/ui';
import { formatDateTime } from '@backoffice/validation';
import { placementsModule, type Placement } from '@backoffice/modules-content';

const when = (iso: string | null | undefined) => formatDateTime(iso);
const keys = (pairs: { key: string }[]) => pairs.map((p) => p.key).join(', ') || '—';

const columns: ListColumn<Placement>[] = [
  { id: 'pl_imageUrl', header: 'Image', render: (p) => <Thumbnail src={p.pl_imageUrl} alt={p.pl_imageAltText} />, noCsv: true },
  { id: 'placementName', header: 'Name', sortable: true },
  { id: 'pl_title', header: 'Title' },
  { id: 'places', header: 'Places', render: (p) => keys(p.places) },
  { id: 'screens', header: 'Screens', render: (p) => keys(p.screens) },
  { id: 'dateFrom', header: 'From Date', sortable: true, render: (p) => when(p.dateFrom) },
  { id: 'dateTill', header: 'Till Date', sortable: true, render: (p) => when(p.dateTill) },
  { id: 'status', header: 'Status', render: (p) => <StatusChip status={p.status} /> },
];

/** /placements: tabs Active / In-Active / Expired; view, edit and delete by the placement permissions. */
export function PlacementList() {
  return (
    <ListPage<Placement>
      title="Placements"
      resource={moduleResource<Placement>(placementsModule)}
      columns={columns}
      emptyText="No placements found"
      numberHeader="No."
      rowLabel={(p) => p.placementName}
      create={{ label: 'Create Placement' }}
      actions={{
        view: {},
        edit: {},
        delete: { item: 'placement' },
      }}
    />
  );
}
