// The list's columns per tab: # (the id), Partner, Promo code, Link code, LP Link, plus "Scheduled
// publishing" on Draft and "Status" on Deleted.
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { ListColumn } from '@backoffice/ui';
import type { LandingPage } from '@backoffice/modules-landing';
import { formatDateTime } from '@backoffice/validation';

const formatWhen = (iso: string | null) => formatDateTime(iso);

const BASE: ListColumn<LandingPage>[] = [
  { id: 'id', header: '#', sortable: true, render: (p) => p.id, width: 64 },
  { id: 'partner', header: 'Partner', sortable: true, render: (p) => p.config.affiliateLink.username, csv: (p) => p.config.affiliateLink.username },
  { id: 'promoCode', header: 'Promo code', sortable: true, render: (p) => p.config.affiliateLink.promo_code, csv: (p) => p.config.affiliateLink.promo_code },
  { id: 'linkCode', header: 'Link code', sortable: true, render: (p) => p.config.affiliateLink.link_code, csv: (p) => p.config.affiliateLink.link_code },
  {
    id: 'lpLink',
    header: 'LP Link',
    render: (p) => (
      <Link href={p.config.permanentPromotion.landing_page_url} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
        {p.config.permanentPromotion.landing_page_url}
      </Link>
    ),
    csv: (p) => p.config.permanentPromotion.landing_page_url,
  },
];
const SCHEDULED: ListColumn<LandingPage> = { id: 'publishAt', header: 'Scheduled publishing', sortable: true, render: (p) => formatWhen(p.publishAt) };
const STATUS: ListColumn<LandingPage> = {
  id: 'status',
  header: 'Status',
  render: (p) => <Chip size="small" label={p.status === 'published' ? 'Published' : 'Draft'} color={p.status === 'published' ? 'success' : 'default'} />,
};

export function landingColumns(tab: string | undefined): ListColumn<LandingPage>[] {
  if (tab === 'draft') return [...BASE, SCHEDULED];
  if (tab === 'deleted') return [...BASE, STATUS];
  return BASE;
}
