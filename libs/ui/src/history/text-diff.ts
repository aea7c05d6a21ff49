// A readable word diff of two texts (rich text compared as its text, tags dropped), for the History panel.
// A small LCS over words: the texts of a back office (descriptions, terms) stay far below the token cap; past it
// the diff is given up and the panel shows before and after whole.

export interface DiffPart {
  text: string;
  added?: boolean;
  removed?: boolean;
}

/** Words and the spaces between them, each a token, so the joined parts give back the text exactly. */
const tokens = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];

/** Most tokens per side the diff takes on (the LCS table grows with the product of both sides). */
export const MAX_DIFF_TOKENS = 2000;

/** HTML as the text a reader sees: block ends become line breaks, tags go, common entities are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\s*(br|\/p|\/div|\/li|\/h[1-6]|\/tr)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export const looksLikeHtml = (text: string) => /<\/?[a-z][^>]*>/i.test(text);

/**
 * The parts of `after` against `before`: unchanged, removed and added runs of words, in reading order; undefined
 * when the texts are too long to compare. Example: `textDiff('a b', 'a c')` → a␠, -b, +c.
 */
export function textDiff(before: string, after: string): DiffPart[] | undefined {
  const a = tokens(before);
  const b = tokens(after);
  if (a.length > MAX_DIFF_TOKENS || b.length > MAX_DIFF_TOKENS) return undefined;
  // lcs[i][j]: length of the longest common run of a[i…] and b[j…].
  const lcs: Uint16Array[] = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  }
  const parts: DiffPart[] = [];
  const push = (text: string, kind: 'same' | 'added' | 'removed') => {
    const last = parts[parts.length - 1];
    const lastKind = last ? (last.added ? 'added' : last.removed ? 'removed' : 'same') : undefined;
    if (last && lastKind === kind) last.text += text;
    else parts.push({ text, ...(kind === 'added' ? { added: true } : kind === 'removed' ? { removed: true } : {}) });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(a[i], 'same');
      i++;
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) push(a[i++], 'removed');
    else push(b[j++], 'added');
  }
  while (i < a.length) push(a[i++], 'removed');
  while (j < b.length) push(b[j++], 'added');
  return parts;
}
