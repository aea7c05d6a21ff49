import { ListPage, StatusChip, Thumbnail, type ListColumn } from '@backoffice/ui';
import { formatDateTime } from '@backoffice/validation';
import { audienceText, type Message } from '@backoffice/modules-content';
import { messagesResource } from './api';

const date = (value: string | null | undefined) => formatDateTime(value);

const columns: ListColumn<Message>[] = [
  { id: 'pl_imageUrl', header: 'Image', render: (m) => <Thumbnail src={m.pl_imageUrl as string | null} alt={String(m.pl_imageAltText ?? m.messageName)} />, noCsv: true },
  { id: 'messageName', header: 'Name', sortable: true },
  { id: 'messageTitle', header: 'Title' },
  { id: 'audience', header: 'Users', render: (m) => audienceText(m), csv: (m) => audienceText(m) },
  { id: 'dateFrom', header: 'From', sortable: true, render: (m) => date(m.dateFrom) },
  { id: 'dateTill', header: 'Till', sortable: true, render: (m) => date(m.dateTill) },
  { id: 'status', header: 'Status', render: (m) => <StatusChip status={m.status} /> },
];

/** /messages: tabs Active / In-Active / Expired; view, edit, clone and delete by the message permissions. */
export function MessageList() {
  return (
    <ListPage<Message>
      title="Messages"
      resource={messagesResource}
      columns={columns}
      emptyText="No messages found"
      numberHeader="No."
      rowLabel={(m) => m.messageName}
      create={{ label: 'Add Message' }}
      actions={{
        view: {},
        edit: {},
        clone: {},
        delete: { item: 'message' },
      }}
    />
  );
}
