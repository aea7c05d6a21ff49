// HTML staff type into rich-text fields is cleaned before it is stored (the client cleans it again before it is
// shown): no script or style, no event handler, no javascript: link. Formatting, links, images and tables stay.
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, 'img', 'span', 'h1', 'h2', 'u', 's'],
  allowedAttributes: {
    ...sanitize.defaults.allowedAttributes,
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['class', 'style'],
  },
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
