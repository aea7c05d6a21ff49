import Chip, { type ChipProps } from '@mui/material/Chip';
import { CONTENT_STATUS_LABELS, type ContentStatus } from './content-status';

const COLORS: Record<ContentStatus, ChipProps['color']> = {
  active: 'success',
  inactive: 'default',
  expired: 'warning',
  archived: 'default',
  all: 'default',
  'faq-template': 'info',
  'regulation-template': 'info',
};

export interface StatusChipProps {
  /** API value (active, inactive …); unknown values are shown as they are. */
  status: string;
  size?: ChipProps['size'];
}

/** A content status as staff read it: <StatusChip status="inactive" /> → "In-Active". */
export function StatusChip({ status, size = 'small' }: StatusChipProps) {
  const known = status in CONTENT_STATUS_LABELS ? (status as ContentStatus) : null;
  return (
    <Chip
      size={size}
      label={known ? CONTENT_STATUS_LABELS[known] : status}
      color={known ? COLORS[known] : 'default'}
      variant={known === 'archived' ? 'outlined' : 'filled'}
    />
  );
}
