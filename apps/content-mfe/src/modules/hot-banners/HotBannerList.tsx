import { moduleResource } from '@backoffice/api/query';
import { ListPage, StatusChip, Thumbnail, type ListColumn } from '@backoffice/ui';
import { formatDateTime } from '@backoffice/validation';
import { hotBannersModule, type HotBanner } from '@backoffice/modules-content';

const when = (iso: string | null | undefined) => formatDateTime(iso);

const columns: ListColumn<HotBanner>[] = [
  { id: 'pl_imageUrl', header: 'Image', render: (b) => <Thumbnail src={b.pl_imageUrl} alt={b.pl_imageAltText ?? b.bannerName} />, noCsv: true },
  { id: 'bannerName', header: 'Name', sortable: true },
  { id: 'pl_title', header: 'Title' },
  { id: 'pl_link', header: 'Link', render: (b) => b.pl_link || (b.eventGameId ? `Event game ${b.eventGameId}` : '—') },
  { id: 'dateFrom', header: 'From Date', sortable: true, render: (b) => when(b.dateFrom) },
  { id: 'dateTill', header: 'Till Date', sortable: true, render: (b) => when(b.dateTill) },
  { id: 'sortOrder', header: 'Sort order', sortable: true, align: 'right' },
  { id: 'status', header: 'Status', render: (b) => <StatusChip status={b.status} /> },
];

/** /hotbanner: tabs Active / In-Active / Expired; view, edit, clone and delete by the hotbanners permissions. */
export function HotBannerList() {
  return (
    <ListPage<HotBanner>
      title="Hot Banners"
      resource={moduleResource<HotBanner>(hotBannersModule)}
      columns={columns}
      emptyText="No hot banners found"
      numberHeader="No."
      rowLabel={(b) => b.bannerName}
      create={{ label: 'Create Hot Banner' }}
      actions={{
        view: {},
        edit: {},
        clone: {},
        delete: { item: 'hot banner' },
      }}
    />
  );
}
