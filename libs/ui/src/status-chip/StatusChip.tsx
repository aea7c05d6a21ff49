import { CONTENT_STATUS_LABELS, type ContentStatus } from './content-status';
import { STATUS_CHIP_CLASS, type StatusChipColor } from './status-chip-styles';

const COLORS: Record<ContentStatus, StatusChipColor> = {
  active: 'success',
  inactive: 'default',
  expired: 'warning',
  archived: 'outlined',
  all: 'default',
  'faq-template': 'info',
  'regulation-template': 'info',
};

export interface StatusChipProps {
  /** API value (active, inactive …); unknown values are shown as they are. */
  status: string;
}

/**
 * A content status as staff read it: <StatusChip status="inactive" /> → "In-Active". It looks like MUI's small
 * Chip, but is one span styled by a class the theme providers write once (status-chip-styles.ts): a list shows one
 * per row, and a MUI Chip per row was ~20 % of a 100-row page's render.
 */
export function StatusChip({ status }: StatusChipProps) {
  const known = status in CONTENT_STATUS_LABELS ? (status as ContentStatus) : null;
  const color = known ? COLORS[known] : 'default';
  return <span className={`${STATUS_CHIP_CLASS} ${STATUS_CHIP_CLASS}-${color}`}>{known ? CONTENT_STATUS_LABELS[known] : status}</span>;
}
