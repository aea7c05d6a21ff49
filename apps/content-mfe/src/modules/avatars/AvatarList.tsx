import { moduleResource } from '@backoffice/api/query';
import { ListPage, StatusChip, THUMBNAILS, Thumbnail, type ListColumn } from '@backoffice/ui';
import { formatDateTime } from '@backoffice/validation';
import { avatarsModule, type AvatarCategory } from '@backoffice/modules-content';

const when = (iso: string | null | undefined) => formatDateTime(iso);

const columns: ListColumn<AvatarCategory>[] = [
  {
    id: 'avatars',
    header: 'Avatars',
    render: (c) => <Thumbnail src={c.avatars[0]?.avatarFileUrl} alt={`${c.categoryName} avatar`} {...THUMBNAILS.avatar} />,
    csv: (c) => c.avatars.length,
  },
  { id: 'avatarCount', header: 'Count', align: 'right', render: (c) => c.avatars.length, csv: (c) => c.avatars.length },
  { id: 'categoryName', header: 'Section name', sortable: true },
  { id: 'categoryTagline', header: 'Subtitle' },
  { id: 'dateFrom', header: 'From Date', sortable: true, render: (c) => when(c.dateFrom) },
  { id: 'dateTill', header: 'Till Date', sortable: true, render: (c) => when(c.dateTill) },
  // The list counts places from 1 (the spec: min 1 in the list); the form edits the stored value from 0.
  { id: 'sortOrder', header: 'Sort order', sortable: true, align: 'right', render: (c) => c.sortOrder + 1, csv: (c) => c.sortOrder + 1 },
  { id: 'isNew', header: 'New', render: (c) => (c.isNew ? 'Yes' : 'No') },
  { id: 'status', header: 'Status', render: (c) => <StatusChip status={c.status} /> },
];

/** /avatars: tabs Active / Inactive / Expired, per-row preview, edit and delete. */
export function AvatarList() {
  return (
    <ListPage<AvatarCategory>
      title="Avatars"
      resource={moduleResource<AvatarCategory>(avatarsModule)}
      columns={columns}
      emptyText="No Avatars entries found"
      numberHeader="No."
      rowLabel={(c) => c.categoryName}
      create={{ label: 'Create Avatars' }}
      actions={{
        view: {},
        edit: {},
        delete: { item: 'avatars category' },
      }}
    />
  );
}
