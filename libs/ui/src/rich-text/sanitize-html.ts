import DOMPurify from 'dompurify';

/**
 * Cleans HTML typed into the editor (or stored by anyone) before it is shown: scripts, event handlers and
 * javascript: links go; formatting, links and images stay. Links open in a new tab without an opener.
 */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
  const doc = new DOMParser().parseFromString(clean, 'text/html');
  doc.querySelectorAll('a[target="_blank"]').forEach((a) => a.setAttribute('rel', 'noopener noreferrer'));
  return doc.body.innerHTML;
}
