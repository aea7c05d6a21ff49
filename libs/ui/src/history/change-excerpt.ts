// A change in one line of the History list ("Name: … → …"): a long value cut at its start showed the same first
// 40 characters on both sides when the change was at the end. Values are shown whole (the cell wraps them); where
// both sides share a long start or end, that common part is elided and what differs is shown, with a little context.
import { valueText } from './HistoryChanges';

/** Values up to this long are shown whole, whatever they share. */
export const EXCERPT_WHOLE_UP_TO = 40;
/** Characters of a shared part kept beside what differs, so the reader sees where the change is. */
const CONTEXT = 12;

/** How far a cut moves to fall between words rather than inside one. */
const WORD_REACH = 12;

/** Does not split a surrogate pair (an emoji) at `index`. */
const safe = (text: string, index: number) => (index > 0 && index < text.length && /[\uDC00-\uDFFF]/.test(text[index]) ? index - 1 : index);

/** Where the kept part starts: `index`, moved back to its word's start when that is near. */
function startOfWord(text: string, index: number): number {
  if (index <= 0 || /\s/.test(text[index - 1])) return index;
  for (let i = index - 1; i >= Math.max(0, index - WORD_REACH); i--) if (/\s/.test(text[i])) return i + 1;
  return safe(text, index);
}

/** Where the kept part ends: `index`, moved on to its word's end when that is near. */
function endOfWord(text: string, index: number): number {
  if (index >= text.length || /\s/.test(text[index])) return index;
  for (let i = index; i <= Math.min(text.length - 1, index + WORD_REACH); i++) if (/\s/.test(text[i])) return i;
  return safe(text, index);
}

/**
 * Before and after as the History list shows them: each value whole, except a start or an end both share beyond
 * CONTEXT characters (cut between words where one ends near), elided to "…": a long text ending "… valid till 30.11"
 * against "… valid till 01.12" reads "…valid till 30.11" → "…valid till 01.12".
 */
export function changeExcerpt(before: unknown, after: unknown): { before: string; after: string } {
  const a = valueText(before);
  const b = valueText(after);
  if ((a.length <= EXCERPT_WHOLE_UP_TO && b.length <= EXCERPT_WHOLE_UP_TO) || a === b) return { before: a, after: b };
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const head = start > CONTEXT ? start - CONTEXT : 0;
  const tail = end > CONTEXT ? end - CONTEXT : 0;
  const cut = (text: string) => {
    const from = head > 0 ? startOfWord(text, head) : 0;
    const to = tail > 0 ? endOfWord(text, text.length - tail) : text.length;
    return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
  };
  return { before: cut(a), after: cut(b) };
}
