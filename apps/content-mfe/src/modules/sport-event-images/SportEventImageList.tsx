import { moduleResource } from '@backoffice/api/query';
import { ListPage, Thumbnail, type ListColumn } from '@backoffice/ui';
import { formatDateTime } from '@backoffice/validation';
import { sportEventImagesModule, type SportEventImage } from '@backoffice/modules-content';

const columns: ListColumn<SportEventImage>[] = [
  { id: 'imageUrl', header: 'Image', render: (s) => <Thumbnail src={s.imageUrl} alt={s.eventName || `Event ${s.eventId}`} />, noCsv: true },
  { id: 'eventId', header: 'Event id', sortable: true },
  { id: 'eventName', header: 'Event name', sortable: true, render: (s) => s.eventName || '—' },
  { id: 'updatedAt', header: 'Updated', sortable: true, render: (s) => formatDateTime(s.updatedAt) },
];

/** /sport-event-image: the images by event; update/{id} opens read-only for those who may only read. */
export function SportEventImageList() {
  return (
    <ListPage<SportEventImage>
      title="Sport Event Images"
      resource={moduleResource<SportEventImage>(sportEventImagesModule)}
      columns={columns}
      emptyText="No sport event images found"
      rowLabel={(s) => s.eventName || `event ${s.eventId}`}
      create={{ label: 'Create Sport Event Image' }}
      actions={{
        view: {},
        edit: {},
        delete: { item: 'sport event image' },
      }}
    />
  );
}
