import { ListPage, type ListColumn } from '@backoffice/ui';
import { formatDateTime, type Campaign } from '@backoffice/validation';
import { campaigns } from './api';
import { CampaignStatusChip } from './CampaignStatusChip';

const columns: ListColumn<Campaign>[] = [
  { id: 'name', header: 'Name', sortable: true },
  { id: 'status', header: 'Status', render: (c) => <CampaignStatusChip status={c.status} />, csv: (c) => c.status },
  { id: 'itemCount', header: 'Items', align: 'right' },
  { id: 'scheduledAt', header: 'Scheduled at', sortable: true, render: (c) => formatDateTime(c.scheduledAt), csv: (c) => formatDateTime(c.scheduledAt) },
  { id: 'publishedAt', header: 'Published at', sortable: true, render: (c) => formatDateTime(c.publishedAt), csv: (c) => formatDateTime(c.publishedAt) },
  { id: 'createdBy', header: 'Created by', render: (c) => c.createdBy?.name ?? '—', csv: (c) => c.createdBy?.name },
];

/** A campaign can be deleted until it went out (draft, or failed and never applied). */
const deletable = (c: Campaign) => c.status === 'draft' || c.status === 'failed';

/** /campaigns: tabs Draft / Scheduled / Published / All; a campaign opens on its page (items, diffs, publish). */
export function CampaignList() {
  return (
    <ListPage<Campaign>
      title="Campaigns"
      resource={campaigns}
      columns={columns}
      emptyText="No campaigns found"
      numberHeader="No."
      tabsLabel="Campaign status"
      rowLabel={(c) => c.name}
      create={{ label: 'Create Campaign' }}
      actions={{
        view: {},
        delete: { item: 'campaign', hidden: (c) => !deletable(c) },
      }}
    />
  );
}
