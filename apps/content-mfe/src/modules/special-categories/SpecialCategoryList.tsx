import { moduleResource } from '@backoffice/api/query';
import { ListPage, StatusChip, Thumbnail, type ListColumn } from '@backoffice/ui';
import { formatDateTime } from '@backoffice/validation';
import { specialCategoriesModule, type SpecialCategory } from '@backoffice/modules-content';

const when = (iso: string | null | undefined) => formatDateTime(iso);

const columns: ListColumn<SpecialCategory>[] = [
  { id: 'graphicsUrl', header: 'Graphic', render: (c) => <Thumbnail src={c.graphicsUrl} alt={c.categoryName} />, noCsv: true },
  { id: 'categoryName', header: 'Name', sortable: true },
  { id: 'categoryUrl', header: 'Url' },
  { id: 'dateStart', header: 'From Date', sortable: true, render: (c) => when(c.dateStart) },
  { id: 'dateTill', header: 'Till Date', sortable: true, render: (c) => when(c.dateTill) },
  { id: 'sortOrder', header: 'Sort order', sortable: true, align: 'right' },
  { id: 'status', header: 'Status', render: (c) => <StatusChip status={c.status} /> },
];

/** /special-categories: tabs All / Expired, per-row preview, edit and delete. */
export function SpecialCategoryList() {
  return (
    <ListPage<SpecialCategory>
      title="Special Categories"
      resource={moduleResource<SpecialCategory>(specialCategoriesModule)}
      columns={columns}
      emptyText="No categories entries found"
      numberHeader="No."
      rowLabel={(c) => c.categoryName}
      create={{ label: 'Create Special Category' }}
      actions={{
        view: {},
        edit: {},
        delete: { item: 'category' },
      }}
    />
  );
}
