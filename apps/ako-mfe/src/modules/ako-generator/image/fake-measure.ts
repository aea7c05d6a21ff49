import type { FontSpec, Measure } from '@backoffice/ui/canvas';

/**
 * A deterministic stand-in for canvas measureText in unit tests: every character is half an em wide
 * (bold 0.6 em), roughly Roboto's average, so wrapping decisions are predictable.
 */
export const fakeMeasure: Measure = (text: string, font: FontSpec) =>
  Array.from(text).length * font.size * (font.bold ? 0.6 : 0.5);
