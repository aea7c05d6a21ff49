import { ListPage, StatusChip, type ListColumn } from '@backoffice/ui';
import type { CustomPage } from '@backoffice/modules-content';
import { customPages } from './api';
import { formatDateTime } from '@backoffice/validation';

const when = (iso: string | null | undefined) => formatDateTime(iso);

const columns: ListColumn<CustomPage>[] = [
  { id: 'title', header: 'Title', sortable: true },
  { id: 'slug', header: 'Slug', sortable: true, render: (p) => `/${p.slug}`, csv: (p) => p.slug },
  { id: 'dateFrom', header: 'From Date', sortable: true, render: (p) => when(p.dateFrom) },
  { id: 'dateTill', header: 'Till Date', sortable: true, render: (p) => when(p.dateTill) },
  { id: 'updatedAt', header: 'Updated', sortable: true, render: (p) => when(p.updatedAt) },
  { id: 'status', header: 'Status', render: (p) => <StatusChip status={p.status} /> },
];

/** /custom-page: tabs Active / In-Active / Expired / All; view, edit, clone and delete by the custompage permissions. */
export function CustomPageList() {
  return (
    <ListPage<CustomPage>
      title="Custom Pages"
      resource={customPages}
      columns={columns}
      emptyText="No custom pages found"
      numberHeader="No."
      rowLabel={(p) => p.title}
      create={{ label: 'Add Custom Page' }}
      actions={{
        view: {},
        edit: {},
        clone: {},
        delete: { item: 'custom page' },
      }}
    />
  );
}
