/** The bundled family images are drawn in; registered by fonts.ts so every machine draws the same glyphs. */
export const CANVAS_FONT_FAMILY = 'BackofficeCanvasRoboto';

export interface FontSpec {
  size: number;
  bold: boolean;
  italic: boolean;
}

/** Measures the width in pixels of `text` drawn in `font` (canvas measureText in the browser, a fake in tests). */
export type Measure = (text: string, font: FontSpec) => number;

/** The CSS font shorthand for a canvas context: `italic 700 28px BackofficeCanvasRoboto`. */
export function fontString(font: FontSpec): string {
  return `${font.italic ? 'italic ' : ''}${font.bold ? 700 : 400} ${font.size}px ${CANVAS_FONT_FAMILY}, sans-serif`;
}
