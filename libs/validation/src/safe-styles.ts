// The inline styles rich text may keep: colour, alignment and emphasis. Anything that places or sizes an
// element (position, z-index, width, inset, transform …) could lay a link over a whole preview, so it goes. The
// server's sanitizer (sanitize-html's allowedStyles) and the client's (after DOMPurify) use this one list.

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+))?\s*\)$/i, /^[a-z]{3,20}$/i];

/** Property → the values it may take (whole-value patterns). */
export const SAFE_STYLES: Readonly<Record<string, readonly RegExp[]>> = {
  color: COLOR,
  'background-color': COLOR,
  'text-align': [/^(left|right|center|justify|start|end)$/i],
  'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/i],
  'font-style': [/^(normal|italic|oblique)$/i],
  'text-decoration': [/^(none|underline|line-through|overline)(\s+(underline|line-through|overline))*$/i],
};

const allowed = new Map(Object.entries(SAFE_STYLES));

/** The declarations of a style attribute that are on the list, in their order; '' when none is. */
export function safeStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (allowed.get(name)?.some((pattern) => pattern.test(value))) kept.push(`${name}: ${value}`);
  }
  return kept.join('; ');
}
