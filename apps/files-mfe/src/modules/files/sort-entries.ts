// The grid's order (the spec: sorted by date by default): folders first, then files newest first or by name.
import type { FileEntry } from '@backoffice/validation';

export type SortBy = 'date' | 'name';

const byName = (a: FileEntry, b: FileEntry) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' });
const newestFirst = (a: FileEntry, b: FileEntry) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt) || byName(a, b);

export function sortEntries(entries: readonly FileEntry[], sortBy: SortBy): FileEntry[] {
  const compare = sortBy === 'name' ? byName : newestFirst;
  const folders = entries.filter((entry) => entry.isDir).sort(byName);
  const files = entries.filter((entry) => !entry.isDir).sort(compare);
  return [...folders, ...files];
}

/** Whether a file fits an `accept` filter like "image/*" or ".png,.jpg,image/webp". */
export function matchesAccept(entry: FileEntry, accept?: string): boolean {
  if (!accept || entry.isDir) return true;
  const name = entry.name.toLowerCase();
  const type = entry.contentType ?? '';
  return accept.split(',').map((item) => item.trim().toLowerCase()).filter(Boolean).some((rule) => {
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}
