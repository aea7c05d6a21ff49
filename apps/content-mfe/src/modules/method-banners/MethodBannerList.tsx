import { ListPage, StatusChip, Thumbnail, type ListColumn } from '@backoffice/ui';
import { BANNER_METHODS, type MethodBanner, type MethodBannerKind } from '@backoffice/modules-content';
import { bannerResource, KIND_TITLE } from './kinds';

const columnsOf = (kind: MethodBannerKind): ListColumn<MethodBanner>[] => [
  { id: 'images', header: 'Desktop', render: (b) => <Thumbnail src={b.images.desktop?.url} alt={b.images.desktop?.alt ?? b.name} width={120} height={60} />, noCsv: true },
  { id: 'name', header: 'Name', sortable: true },
  { id: 'method', header: 'Method', sortable: true, render: (b) => BANNER_METHODS[kind].find((m) => m.value === b.method)?.label ?? b.method },
  { id: 'status', header: 'Status', render: (b) => <StatusChip status={b.status} /> },
];

/** /registration and /verification: the banners of one kind's methods, tabs Active / Inactive. */
export function MethodBannerList({ kind }: { kind: MethodBannerKind }) {
  const title = KIND_TITLE[kind];
  return (
    <ListPage<MethodBanner>
      title={`${title} Banners`}
      resource={bannerResource(kind)}
      module={kind}
      extraParams={{ kind }}
      columns={columnsOf(kind)}
      emptyText={`No ${kind} banners entries found`}
      numberHeader="No."
      rowLabel={(b) => b.name}
      create={{ label: `Create ${title} Banner` }}
      actions={{
        view: {},
        edit: {},
        delete: { item: 'banner' },
      }}
    />
  );
}
