import GroupIcon from '@mui/icons-material/Group';
import { ListPage, StatusChip, Thumbnail, type ListColumn } from '@backoffice/ui';
import { formatDateTime } from '@backoffice/validation';
import { PROMOTION_PLAYERS_PERMISSION, type Promotion } from '@backoffice/modules-content';
import { promotions } from './api';

const when = (iso: string) => formatDateTime(iso);

const columns: ListColumn<Promotion>[] = [
  { id: 'iconUrl', header: 'Icon', render: (p) => <Thumbnail src={p.iconUrl} alt={p.name} width={40} height={40} />, noCsv: true },
  { id: 'name', header: 'Name', sortable: true },
  { id: 'rank', header: 'Rank', sortable: true, align: 'right' },
  { id: 'startAt', header: 'Start', sortable: true, render: (p) => when(p.startAt) },
  { id: 'endAt', header: 'End', sortable: true, render: (p) => when(p.endAt) },
  { id: 'requiredBetCount', header: 'Bets required', align: 'right' },
  { id: 'players', header: 'Players', align: 'right' },
  { id: 'status', header: 'Status', render: (p) => <StatusChip status={p.status === 'upcoming' ? 'Upcoming' : p.status} /> },
];

/** /promotions: tabs Active / Upcoming / Expired / All; joined players, view, edit, clone and delete by permission. */
export function PromotionList() {
  return (
    <ListPage<Promotion>
      title="Promotions"
      resource={promotions}
      columns={columns}
      emptyText="No promotions found"
      numberHeader="No."
      rowLabel={(p) => p.name}
      create={{ label: 'Add Promotion' }}
      actions={{
        operations: [{ label: 'Players', icon: <GroupIcon fontSize="small" />, permission: PROMOTION_PLAYERS_PERMISSION, to: (p) => `users/${p.id}` }],
        view: {},
        edit: {},
        clone: {},
        delete: { item: 'promotion' },
      }}
    />
  );
}
