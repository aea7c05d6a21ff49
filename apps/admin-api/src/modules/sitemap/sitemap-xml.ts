// The sitemaps.org protocol (https://www.sitemaps.org/protocol.html) as plain functions: entity-escaped absolute
// URLs, one <url> per entry, files cut at 50,000 URLs or 50 MB, and an index over the files when there are several.
import { SITEMAP_LIMITS } from '@backoffice/modules-content';

export interface SitemapUrl {
  path: string;
  changeFrequency: string;
  priority: number;
  lastModified: string | null;
}

export type SitemapLimits = { urls: number; bytes: number };

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const PROLOG = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${PROLOG}<urlset xmlns="${XMLNS}">\n`;
const URLSET_CLOSE = '</urlset>\n';
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** The five characters the protocol requires as entities: `a&b` → `a&amp;b`. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** A site path on the site's origin, percent-encoded as RFC 3986 wants: ('https://x.pl', '/żużel') → 'https://x.pl/%C5%BCu%C5%BCel'. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin.replace(/\/$/, '')}/`).href;
}

function urlElement(origin: string, entry: SitemapUrl): string {
  const lastmod = entry.lastModified ? `<lastmod>${escapeXml(new Date(entry.lastModified).toISOString())}</lastmod>` : '';
  return `<url><loc>${escapeXml(absoluteUrl(origin, entry.path))}</loc>${lastmod}<changefreq>${escapeXml(entry.changeFrequency)}</changefreq><priority>${entry.priority.toFixed(1)}</priority></url>\n`;
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * The entries as sitemap files, each within the limits: one file when they fit, else as many as needed (in order).
 * An empty site is one empty, valid <urlset>.
 */
export function sitemapFiles(origin: string, entries: readonly SitemapUrl[], limits: SitemapLimits = SITEMAP_LIMITS): string[] {
  const frame = bytes(URLSET_OPEN) + bytes(URLSET_CLOSE);
  const files: string[] = [];
  let body: string[] = [];
  let size = frame;
  const flush = () => {
    files.push(URLSET_OPEN + body.join('') + URLSET_CLOSE);
    body = [];
    size = frame;
  };
  for (const entry of entries) {
    const element = urlElement(origin, entry);
    const length = bytes(element);
    if (body.length > 0 && (body.length >= limits.urls || size + length > limits.bytes)) flush();
    body.push(element);
    size += length;
  }
  if (body.length > 0 || files.length === 0) flush();
  return files;
}

/** The file a sitemap index points to: part n (from 1) of the sitemap, on the site's origin. */
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

/** The <sitemapindex> over `count` files at sitemapPartPath(1…count). */
export function sitemapIndex(origin: string, count: number, lastModified?: string): string {
  const lastmod = lastModified ? `<lastmod>${escapeXml(new Date(lastModified).toISOString())}</lastmod>` : '';
  const items = Array.from({ length: count }, (_, i) => `<sitemap><loc>${escapeXml(absoluteUrl(origin, sitemapPartPath(i + 1)))}</loc>${lastmod}</sitemap>\n`);
  return `${PROLOG}<sitemapindex xmlns="${XMLNS}">\n${items.join('')}</sitemapindex>\n`;
}
