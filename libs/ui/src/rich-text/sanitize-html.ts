import DOMPurify from 'dompurify';
import { safeStyle } from '@backoffice/validation';

/**
 * Cleans HTML typed into the editor (or stored by anyone) before it is shown: scripts, event handlers and
 * javascript: links go; formatting, links and images stay; inline styles keep only the safe list (no
 * position or size, which could lay a link over the page). Links open in a new tab without an opener.
 */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
  const doc = new DOMParser().parseFromString(clean, 'text/html');
  doc.querySelectorAll('a[target="_blank"]').forEach((a) => a.setAttribute('rel', 'noopener noreferrer'));
  doc.querySelectorAll('[style]').forEach((element) => {
    const kept = safeStyle(element.getAttribute('style') ?? '');
    if (kept) element.setAttribute('style', kept);
    else element.removeAttribute('style');
  });
  return doc.body.innerHTML;
}
