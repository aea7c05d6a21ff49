import type { ModuleEntry } from '../modules';

/** Lower case without Polish (or any) diacritics, so "zrodla" finds "Źródła". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .trim();
}

/** The entries whose label contains every word of the query, in their given (the spec's) order; an empty query keeps all. */
export function filterModules<T extends Pick<ModuleEntry, 'label'>>(entries: readonly T[], query: string): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const label = fold(entry.label);
    return words.every((word) => label.includes(word));
  });
}
