import dayjs from 'dayjs';
import { ListPage, OrderInput, Thumbnail, type ListColumn } from '@backoffice/ui';
import type { BetMatchEntry } from '@backoffice/modules-content';
import { betMatchEntries, useOverview } from './api';
import { BetMatchOverviewForm } from './BetMatchOverviewForm';
import { formatDateTime } from '@backoffice/validation';

const when = (iso: string | null | undefined) => formatDateTime(iso);
const expired = (e: BetMatchEntry) => e.status === 'expired';

// The order runs over all entries (the server's rule), not the tab or search shown: the overview counts them.
function OrderCell({ entry, shown }: { entry: BetMatchEntry; shown: number }) {
  const order = betMatchEntries.useOperation('order', 'PATCH');
  const max = useOverview().data?.totalEntries ?? shown;
  if (expired(entry)) return <>{entry.sortOrder}</>;
  return <OrderInput value={entry.sortOrder} max={max} label={`Sort order of ${entry.entryName}`} onCommit={(value) => order.mutateAsync({ id: entry.id, body: { order: value } })} />;
}

const columns = (_tab: string | undefined, { total }: { total: number }): ListColumn<BetMatchEntry>[] => [
  { id: 'entryImage', header: 'Thumbnail', render: (e) => <Thumbnail src={e.entryImage} alt={e.entryName} />, noCsv: true },
  { id: 'entryName', header: 'Name' },
  { id: 'outcomeName', header: 'Outcome description' },
  { id: 'entryFrom', header: 'From Date', sortable: true, render: (e) => when(e.entryFrom), csv: (e) => when(e.entryFrom) },
  { id: 'entryTill', header: 'Till Date', sortable: true, render: (e) => when(e.entryTill), csv: (e) => when(e.entryTill) },
  { id: 'sortOrder', header: 'Sort order', render: (e) => <OrderCell entry={e} shown={total} /> },
];

/**
 * /bet-match: tabs Visible / Pending / Inactive / Expired (the date filter on Pending and Inactive, paged by 20 but
 * Visible shown whole), search, CSV of the whole filter, the order edited in the row; edit and delete hidden for
 * expired entries. The BetMatch Overview form sits under the list.
 */
export function BetMatchList() {
  return (
    <ListPage<BetMatchEntry>
      title="Bet Match"
      resource={betMatchEntries}
      columns={columns}
      emptyText="No BetMatch entries found"
      numberHeader="No."
      rowLabel={(e) => e.entryName}
      paged={(state) => state.tab !== 'active'}
      csv={{ label: 'Download BetMatch Data', fileName: () => `betmatch-${dayjs().format('YYYY-MM-DD')}` }}
      create={{ label: 'Create BetMatch' }}
      actions={{
        view: {},
        edit: { hidden: expired },
        delete: { item: 'BetMatch', hidden: expired },
      }}
    >
      <BetMatchOverviewForm />
    </ListPage>
  );
}
