/** One page of a list, as every list screen renders it. */
export interface ListPage<T> {
  items: T[];
  /** Rows matching the filter across all pages (drives pagination). */
  total: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Reads the list shapes the APIs answer with: `{ items, total }` (our API), a bare array (small
 * unpaged lists), or `{ entries, totalEntries }` / `{ rows, count }` (older endpoints of spec 2 §7).
 */
export function toListPage<T>(data: unknown): ListPage<T> {
  if (Array.isArray(data)) return { items: data as T[], total: data.length };
  if (isRecord(data)) {
    const items = data.items ?? data.entries ?? data.rows ?? data.data;
    const total = data.total ?? data.totalEntries ?? data.count;
    if (Array.isArray(items)) {
      return { items: items as T[], total: typeof total === 'number' ? total : Number(total ?? items.length) || items.length };
    }
  }
  return { items: [], total: 0 };
}
