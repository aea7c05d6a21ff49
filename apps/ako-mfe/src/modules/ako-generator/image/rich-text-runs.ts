// The coupon description arrives as editor HTML. It is sanitised with DOMPurify, then walked into blocks of
// styled runs (paragraphs, headings, bullet and numbered list items; bold, italic, underline, strikethrough)
// that the canvas layout can wrap itself.
import DOMPurify from 'dompurify';
import type { Run } from './text-wrap';

export interface TextBlock {
  /** "•" or "3." before a list item; empty for paragraphs. */
  marker: string;
  /** Nesting depth in ems (0 for paragraphs, 1.5 per list level). */
  indent: number;
  runs: Run[];
}

/** Only what the image can draw survives; everything else (scripts, styles, links, images) is dropped. */
// Links keep their text (DOMPurify keeps the content of dropped elements); pictures cannot be drawn.
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'strike', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'div', 'span'];
const BLOCK_TAGS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'LI']);
const LIST_INDENT = 1.5;

export function sanitizeDescription(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}

interface Style {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
}

class BlockCollector {
  readonly blocks: TextBlock[] = [];
  private current: TextBlock | null = null;

  open(marker: string, indent: number) {
    // The editor wraps list item text in <p>: the item's first paragraph keeps the item's marker.
    if (!marker && this.current && this.current.runs.length === 0) return;
    this.close();
    this.current = { marker, indent, runs: [] };
  }

  text(text: string, style: Style) {
    // HTML whitespace collapses; a paragraph's leading whitespace is not drawn.
    const collapsed = text.replace(/\s+/g, ' ');
    if (!this.current) {
      if (collapsed.trim() === '') return;
      this.open('', 0);
    }
    const block = this.current as TextBlock;
    const value = block.runs.length === 0 || block.runs[block.runs.length - 1].text.endsWith('\n') ? collapsed.trimStart() : collapsed;
    if (value) block.runs.push({ text: value, ...style });
  }

  lineBreak(style: Style) {
    if (!this.current) this.open('', 0);
    (this.current as TextBlock).runs.push({ text: '\n', ...style });
  }

  close() {
    if (this.current) {
      const runs = trimEnd(this.current.runs);
      if (runs.length > 0 || this.current.marker) this.blocks.push({ ...this.current, runs });
    }
    this.current = null;
  }
}

function trimEnd(runs: Run[]): Run[] {
  const out = runs.map((r) => ({ ...r }));
  while (out.length > 0) {
    const last = out[out.length - 1];
    last.text = last.text.replace(/[\s]+$/, '');
    if (last.text) break;
    out.pop();
  }
  return out;
}

function walk(node: Node, style: Style, depth: number, collector: BlockCollector) {
  if (node.nodeType === Node.TEXT_NODE) {
    collector.text(node.textContent ?? '', style);
    return;
  }
  if (!(node instanceof Element)) return;
  const tag = node.tagName;
  if (tag === 'BR') return collector.lineBreak(style);
  const next: Style = {
    bold: style.bold || tag === 'STRONG' || tag === 'B' || /^H[1-6]$/.test(tag),
    italic: style.italic || tag === 'EM' || tag === 'I',
    underline: style.underline || tag === 'U',
    strike: style.strike || tag === 'S' || tag === 'DEL' || tag === 'STRIKE',
  };
  if (tag === 'UL' || tag === 'OL') {
    let index = 0;
    for (const child of Array.from(node.children)) {
      if (child.tagName !== 'LI') continue;
      index += 1;
      collector.open(tag === 'OL' ? `${index}.` : '•', (depth + 1) * LIST_INDENT);
      walkChildren(child, next, depth + 1, collector);
      collector.close();
    }
    return;
  }
  const isBlock = BLOCK_TAGS.has(tag);
  if (isBlock) collector.open('', depth * LIST_INDENT);
  walkChildren(node, next, depth, collector);
  if (isBlock) collector.close();
}

function walkChildren(node: Node, style: Style, depth: number, collector: BlockCollector) {
  for (const child of Array.from(node.childNodes)) walk(child, style, depth, collector);
}

/**
 * Sanitises the editor's HTML and turns it into drawable blocks.
 * @example descriptionBlocks('<p>Kurs <strong>3,25</strong></p><ul><li>Legia</li></ul>')
 *   // [{ marker: '', indent: 0, runs: [Kurs , 3,25 (bold)] }, { marker: '•', indent: 1.5, runs: [Legia] }]
 */
export function descriptionBlocks(html: string): TextBlock[] {
  const template = document.createElement('template');
  template.innerHTML = sanitizeDescription(html);
  const collector = new BlockCollector();
  walkChildren(template.content, { bold: false, italic: false, underline: false, strike: false }, 0, collector);
  collector.close();
  return collector.blocks;
}
