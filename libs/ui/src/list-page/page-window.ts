/** At most this many numbered page buttons. */
export const MAX_PAGE_BUTTONS = 10;

/** Page-size options of every list. */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

/**
 * The page numbers to show as buttons: a window of at most `max` pages that contains the current page,
 * centred on it where possible. pageWindow(12, 30) → [7 … 16].
 */
export function pageWindow(current: number, totalPages: number, max = MAX_PAGE_BUTTONS): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(max, totalPages);
  const page = Math.min(Math.max(1, current), totalPages);
  let start = page - Math.floor((count - 1) / 2);
  start = Math.max(1, Math.min(start, totalPages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

/** Number of pages for `total` rows (at least 1 so the pager never reads "page 1 of 0"). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
