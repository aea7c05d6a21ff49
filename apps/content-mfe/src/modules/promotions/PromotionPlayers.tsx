import { useMemo } from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, useParams } from 'react-router';
import { ListPage, useModuleCan, type ListColumn } from '@backoffice/ui';
import type { PromotionPlayer } from '@backoffice/modules-content';
import { promotionPlayers, promotions } from './api';
import { formatDateTime } from '@backoffice/validation';

const when = (iso: string | null) => formatDateTime(iso);
const STATUS_LABELS = { completed: 'Completed', 'in-progress': 'In progress' } as const;

const columns: ListColumn<PromotionPlayer>[] = [
  { id: 'playerId', header: 'Player ID', align: 'right' },
  { id: 'login', header: 'Login', sortable: true },
  { id: 'name', header: 'Name', render: (p) => `${p.firstName} ${p.lastName}`, csv: (p) => `${p.firstName} ${p.lastName}` },
  { id: 'email', header: 'E-mail' },
  { id: 'joinedAt', header: 'Joined', sortable: true, render: (p) => when(p.joinedAt) },
  { id: 'betCount', header: 'Bets', sortable: true, align: 'right' },
  { id: 'completedAt', header: 'Completed', sortable: true, render: (p) => when(p.completedAt) },
  {
    id: 'status',
    header: 'Status',
    render: (p) => <Chip size="small" label={STATUS_LABELS[p.status]} color={p.status === 'completed' ? 'success' : 'default'} />,
    csv: (p) => STATUS_LABELS[p.status],
  },
];

/** /promotions/users/{id} (promotion_users.read): who joined the promotion, paged and searchable, exported as CSV. */
export function PromotionPlayers() {
  const { id = '' } = useParams();
  const resource = useMemo(() => promotionPlayers(id), [id]);
  // The promotion's name needs the promotion opened read-only; the list itself only promotion_users.read.
  const mayRead = useModuleCan('view');
  const promotion = promotions.useOne(id, { enabled: mayRead });
  const name = promotion.data?.name;
  return (
    <ListPage<PromotionPlayer>
      title={name ? `Players of ${name}` : 'Promotion players'}
      module="promotion-players"
      resource={resource}
      columns={columns}
      emptyText="No players joined this promotion"
      numberHeader="No."
      rowLabel={(p) => p.login}
      csv={{ label: 'Export CSV', fileName: () => `promotion-${id}-players-${dayjs().format('YYYY-MM-DD')}.csv` }}
      toolbar={
        <Button component={Link} to="../.." relative="path" startIcon={<ArrowBackIcon />}>
          Back to promotions
        </Button>
      }
    />
  );
}
