import { moduleResource } from '@backoffice/api/query';
import { ListPage, StatusChip, Thumbnail, type ListColumn } from '@backoffice/ui';
import { formatDateTime } from '@backoffice/validation';
import { bannersModule, type Banner } from '@backoffice/modules-content';

const when = (iso: string | null | undefined) => formatDateTime(iso);

const columns: ListColumn<Banner>[] = [
  { id: 'pl_imageUrl', header: 'Image', render: (b) => <Thumbnail src={b.pl_imageUrl} alt={b.pl_imageAltText} />, noCsv: true },
  { id: 'subBannerName', header: 'Name', sortable: true },
  { id: 'pl_title', header: 'Title' },
  { id: 'pl_link', header: 'Link' },
  { id: 'forNonLogged', header: 'Logged out', render: (b) => (b.forNonLogged ? 'Yes' : 'No') },
  { id: 'dateFrom', header: 'From Date', sortable: true, render: (b) => when(b.dateFrom) },
  { id: 'dateTill', header: 'Till Date', sortable: true, render: (b) => when(b.dateTill) },
  { id: 'sortOrder', header: 'Sort order', sortable: true, align: 'right' },
  { id: 'status', header: 'Status', render: (b) => <StatusChip status={b.status} /> },
];

/** /banners: tabs Active / In-Active / Expired; view, edit and delete by the banners permissions. */
export function BannerList() {
  return (
    <ListPage<Banner>
      title="Banners"
      resource={moduleResource<Banner>(bannersModule)}
      columns={columns}
      emptyText="No banners found"
      numberHeader="No."
      rowLabel={(b) => b.subBannerName}
      create={{ label: 'Create Banner' }}
      actions={{
        view: {},
        edit: {},
        delete: { item: 'banner' },
      }}
    />
  );
}
