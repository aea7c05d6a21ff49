// HTML staff type into rich-text fields is cleaned before it is stored (the client cleans it again before it is
// shown): no script or style element, no event handler, no javascript: link, inline styles only from the safe list
// (SAFE_STYLES: colour, alignment, emphasis). Formatting, links, images and tables stay.
import { SAFE_STYLES } from '@backoffice/validation';
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, 'img', 'span', 'h1', 'h2', 'u', 's'],
  allowedAttributes: {
    ...sanitize.defaults.allowedAttributes,
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['class', 'style'],
  },
  // Declarations not on the list (position, z-index, width …) are dropped; an empty style goes.
  allowedStyles: { '*': Object.fromEntries(Object.entries(SAFE_STYLES).map(([name, patterns]) => [name, [...patterns]])) },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // Relative links (/files/…, /promocje) stay: they are the site's own.
  allowProtocolRelative: false,
  transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/**
 * The HTML without anything that could run in a reader's browser.
 * @example cleanHtml('<p onclick="x()">Hi<script>alert(1)</script></p>') // '<p>Hi</p>'
 */
export function cleanHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
