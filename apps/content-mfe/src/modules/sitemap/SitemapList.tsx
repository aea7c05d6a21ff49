import Chip from '@mui/material/Chip';
import { moduleResource } from '@backoffice/api/query';
import { ListPage, type ListColumn } from '@backoffice/ui';
import { formatDateTime } from '@backoffice/validation';
import { sitemapModule, type SitemapEntry } from '@backoffice/modules-content';

const when = (iso: string | null | undefined) => formatDateTime(iso);
const fromLanding = (e: SitemapEntry) => e.source === 'landing';

const columns: ListColumn<SitemapEntry>[] = [
  { id: 'path', header: 'Url path', sortable: true },
  { id: 'changeFrequency', header: 'Change frequency', sortable: true },
  { id: 'priority', header: 'Priority', sortable: true, align: 'right', render: (e) => e.priority.toFixed(1) },
  { id: 'lastModified', header: 'Last modified', sortable: true, render: (e) => when(e.lastModified) },
  { id: 'source', header: 'Source', render: (e) => (fromLanding(e) ? 'Landing page' : 'Manual'), csv: (e) => e.source },
  {
    id: 'included',
    header: 'Included',
    render: (e) => <Chip size="small" label={e.included ? 'Yes' : 'No'} color={e.included ? 'success' : 'default'} />,
    csv: (e) => (e.included ? 'yes' : 'no'),
  },
];

/** /sitemap: the public site's sitemap entries; landing page entries cannot be deleted (unpublish the page). */
export function SitemapList() {
  return (
    <ListPage<SitemapEntry>
      title="Sitemap"
      resource={moduleResource<SitemapEntry>(sitemapModule)}
      columns={columns}
      emptyText="No sitemap entries found"
      numberHeader="No."
      rowLabel={(e) => e.path}
      create={{ label: 'Create Sitemap Entry' }}
      actions={{
        edit: {},
        delete: { item: 'sitemap entry', hidden: fromLanding },
      }}
    />
  );
}
