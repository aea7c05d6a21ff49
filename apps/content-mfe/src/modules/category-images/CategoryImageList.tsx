import { ListPage, StatusChip, THUMBNAILS, Thumbnail, type ListColumn } from '@backoffice/ui';
import type { CategoryImage } from '@backoffice/modules-content';
import { categoryImages } from './api';

const { width, height } = THUMBNAILS.categoryImage;

const columns: ListColumn<CategoryImage>[] = [
  { id: 'backgroundURL', header: 'Background', render: (c) => <Thumbnail src={c.additionalData.backgroundURL} alt={`Background ${c.eventId}`} width={width} height={height} />, noCsv: true },
  { id: 'categoryId', header: 'Category id', sortable: true, align: 'right' },
  { id: 'categoryName', header: 'Category name', sortable: true, render: (c) => c.categoryName || '—' },
  { id: 'eventId', header: 'Event id', sortable: true, align: 'right' },
  { id: 'eventName', header: 'Event name', render: (c) => c.additionalData.eventName || '—', csv: (c) => c.additionalData.eventName },
  { id: 'disableNoFollow', header: 'Nofollow', render: (c) => (c.additionalData.disableNoFollow ? 'Disabled' : 'On'), csv: (c) => (c.additionalData.disableNoFollow ? 'Disabled' : 'On') },
  { id: 'status', header: 'Status', render: (c) => <StatusChip status={c.status} /> },
];

/** /category-image: tabs Active / In-Active, thumbnails 120x60, per-row preview, edit and delete. */
export function CategoryImageList() {
  return (
    <ListPage<CategoryImage>
      title="Category Images"
      resource={categoryImages}
      columns={columns}
      emptyText="No category image entries found"
      numberHeader="No."
      rowLabel={(c) => `${c.eventId} ${c.additionalData.eventName ?? ''}`.trim()}
      create={{ label: 'Create Category Image' }}
      actions={{
        view: {},
        edit: {},
        delete: { item: 'category image' },
      }}
    />
  );
}
