// The protocol's rules on the renderer alone: entity escaping, absolute percent-encoded URLs, the 50,000-URL and
// 50 MB limits per file, and the index over the files.
import { SITEMAP_LIMITS } from '@backoffice/modules-content';
import { absoluteUrl, escapeXml, sitemapFiles, sitemapIndex } from './sitemap-xml';

const ORIGIN = 'https://www.example.pl';
const entry = (path: string, extra: object = {}) => ({ path, changeFrequency: 'weekly', priority: 0.5, lastModified: null, ...extra });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemap XML', () => {
  it('escapes the five XML entities', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    const [xml] = sitemapFiles(ORIGIN, [entry("/szukaj?q=mecz&sport=pilka&nazwa='x'")]);
    expect(locs(xml)).toEqual(['https://www.example.pl/szukaj?q=mecz&amp;sport=pilka&amp;nazwa=%27x%27']);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('writes absolute, percent-encoded URLs on the site origin', () => {
    expect(absoluteUrl(`${ORIGIN}/`, '/kategorie/żużel')).toBe('https://www.example.pl/kategorie/%C5%BCu%C5%BCel');
    const [xml] = sitemapFiles(ORIGIN, [entry('/'), entry('/promocje', { lastModified: '2026-11-20T10:30:00.000Z', priority: 1, changeFrequency: 'daily' })]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(locs(xml).every((loc) => loc.startsWith('https://www.example.pl/'))).toBe(true);
    expect(xml).toContain('<url><loc>https://www.example.pl/promocje</loc><lastmod>2026-11-20T10:30:00.000Z</lastmod><changefreq>daily</changefreq><priority>1.0</priority></url>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('an empty sitemap is one valid, empty urlset', () => {
    expect(sitemapFiles(ORIGIN, [])).toEqual(['<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n']);
  });

  it('keeps the protocol limits: 50,000 URLs and 50 MB per file', () => {
    expect(SITEMAP_LIMITS).toEqual({ urls: 50_000, bytes: 52_428_800 });
    const many = Array.from({ length: 50_001 }, (_, i) => entry(`/p/${i}`));
    const files = sitemapFiles(ORIGIN, many);
    expect(files.map((f) => locs(f).length)).toEqual([50_000, 1]);
    expect(sitemapFiles(ORIGIN, many.slice(0, 50_000))).toHaveLength(1);
  });

  it('cuts a file before it passes the byte limit, counting UTF-8 bytes', () => {
    const one = Buffer.byteLength(sitemapFiles(ORIGIN, [entry('/ą')])[0]);
    const files = sitemapFiles(ORIGIN, [entry('/ą'), entry('/ę'), entry('/ó')], { urls: 50_000, bytes: one + 10 });
    expect(files).toHaveLength(3);
    for (const file of files) expect(Buffer.byteLength(file)).toBeLessThanOrEqual(one + 10);
  });

  it('an index lists each file by its absolute URL', () => {
    const xml = sitemapIndex(ORIGIN, 2);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(xml)).toEqual(['https://www.example.pl/sitemap-1.xml', 'https://www.example.pl/sitemap-2.xml']);
  });
});
