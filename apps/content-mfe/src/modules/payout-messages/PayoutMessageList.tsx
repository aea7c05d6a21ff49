import { moduleResource } from '@backoffice/api/query';
import { ListPage, StatusChip, type ListColumn } from '@backoffice/ui';
import { formatDateTime } from '@backoffice/validation';
import { payoutMessagesModule, type PayoutMessage } from '@backoffice/modules-content';

const when = (iso: string | null | undefined) => formatDateTime(iso);

const columns: ListColumn<PayoutMessage>[] = [
  { id: 'message', header: 'Text', sortable: true },
  { id: 'bankName', header: 'Bank' },
  { id: 'bankNumber', header: 'Bank numbers', render: (m) => m.bankNumber.join(', '), csv: (m) => m.bankNumber.join(', ') },
  { id: 'startDate', header: 'From Date', sortable: true, render: (m) => when(m.startDate) },
  { id: 'tillDate', header: 'Till Date', sortable: true, render: (m) => when(m.tillDate) },
  { id: 'status', header: 'Status', render: (m) => <StatusChip status={m.status} /> },
];

/** /payout-message: tabs All / Expired, per-row preview, edit and delete. */
export function PayoutMessageList() {
  return (
    <ListPage<PayoutMessage>
      title="Payout Messages"
      resource={moduleResource<PayoutMessage>(payoutMessagesModule)}
      columns={columns}
      emptyText="No payout messages entries found"
      numberHeader="No."
      rowLabel={(m) => `${m.bankName}: ${m.message}`}
      create={{ label: 'Create Payout Message' }}
      actions={{
        view: {},
        edit: {},
        delete: { item: 'payout message' },
      }}
    />
  );
}
