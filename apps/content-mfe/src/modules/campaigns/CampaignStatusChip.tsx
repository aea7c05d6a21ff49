import Chip from '@mui/material/Chip';
import type { CampaignStatus } from '@backoffice/validation';

const LOOK: Readonly<Record<CampaignStatus, { label: string; color: 'default' | 'info' | 'success' | 'error' | 'warning' }>> = {
  draft: { label: 'Draft', color: 'default' },
  scheduled: { label: 'Scheduled', color: 'info' },
  published: { label: 'Published', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  'rolled-back': { label: 'Rolled back', color: 'warning' },
};

/** A campaign's status as staff read it. */
export function CampaignStatusChip({ status }: { status: CampaignStatus }) {
  const look = LOOK[status] ?? { label: status, color: 'default' };
  return <Chip size="small" label={look.label} color={look.color} variant={status === 'draft' ? 'outlined' : 'filled'} />;
}
