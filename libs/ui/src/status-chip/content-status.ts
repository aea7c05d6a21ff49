/** Content status values of the API and the words staff read, word for word. */
export const CONTENT_STATUS_LABELS = {
  active: 'Active',
  inactive: 'In-Active',
  expired: 'Expired',
  archived: 'archived',
  all: 'All',
  'faq-template': 'faq-template',
  'regulation-template': 'regulation-template',
} as const;

export type ContentStatus = keyof typeof CONTENT_STATUS_LABELS;

/** List tabs for the given statuses: statusTabs(['active', 'inactive', 'expired']). */
export function statusTabs(values: readonly ContentStatus[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: CONTENT_STATUS_LABELS[value] }));
}
