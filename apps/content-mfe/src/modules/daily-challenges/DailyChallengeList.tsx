import { useLocation } from 'react-router';
import { moduleResource } from '@backoffice/api/query';
import { ListPage, type ListColumn } from '@backoffice/ui';
import { formatDateTime } from '@backoffice/validation';
import { dailyChallengesModule, type DailyChallenge } from '@backoffice/modules-content';

const when = (iso: string | null | undefined) => formatDateTime(iso);

const columns: ListColumn<DailyChallenge>[] = [
  { id: 'challengeTitle', header: 'Name', sortable: true },
  { id: 'challengeDescription', header: 'Description' },
  { id: 'dateFrom', header: 'From Date', sortable: true, render: (c) => when(c.dateFrom) },
  { id: 'dateTill', header: 'Till Date', sortable: true, render: (c) => when(c.dateTill) },
];

/**
 * /daily-challenge: tabs Visible / Inactive with the date filter, 20 per page, search; edit, duplicate (clone) and
 * delete with confirmation. The form links carry the list's view, so saving returns to it with the search kept.
 */
export function DailyChallengeList() {
  const { search } = useLocation();
  return (
    <ListPage<DailyChallenge>
      title="Daily Challenges"
      resource={moduleResource<DailyChallenge>(dailyChallengesModule)}
      columns={columns}
      emptyText="No daily challenges found"
      numberHeader="No."
      rowLabel={(c) => c.challengeTitle}
      create={{ label: 'Create daily challenge', to: `create${search}` }}
      actions={{
        edit: { to: (c) => `edit/${c.id}${search}` },
        clone: { to: (c) => `clone/${c.id}${search}` },
        delete: { item: 'daily challenge' },
      }}
    />
  );
}
