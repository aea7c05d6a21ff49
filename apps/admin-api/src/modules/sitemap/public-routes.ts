// GET /api/public/sitemap.xml (and /api/public/sitemap-{n}.xml past one file): the public site's sitemap, rendered
// from the included entries on the site's origin (env SITE_URL). The site serves both at its root
// (/sitemap.xml, /sitemap-{n}.xml), which is where the index points (docs/decisions.md).
import * as v from 'valibot';
import { messages } from '@backoffice/validation';
import { checkedBy, errorResponse, jsonSchemaOf, type RoutesApp } from '../../core/doc-schema';
import { HttpError } from '../../http/errors';
import { sitemapFiles, sitemapIndex, type SitemapLimits, type SitemapUrl } from './sitemap-xml';

const DEFAULT_SITE_URL = 'https://www.example.pl';

/** The public site's origin the sitemap's absolute URLs start with (env SITE_URL, checked at start by settings.ts). */
export function siteOrigin(): string {
  return (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/$/, '');
}

const partParams = v.strictObject({ part: v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, messages.invalid('number')), v.transform(Number)) });
const xmlDoc = (operationId: string, summary: string, errors: (400 | 404)[]) => ({
  operationId,
  tags: ['public'],
  summary,
  response: {
    200: { description: 'sitemaps.org XML', content: { 'application/xml': { schema: { type: 'string' } } } },
    ...Object.fromEntries(errors.map((status) => [status, errorResponse(status)])),
  },
});

interface EntryRow {
  path: string;
  change_frequency: string;
  priority: number;
  last_modified: Date | string | null;
}

/** `limits` are the protocol's; tests pass smaller ones to see the split without 50,000 rows. */
export function sitemapPublicRoutes(limits?: SitemapLimits) {
  return async function routes(app: RoutesApp): Promise<void> {
    async function files(): Promise<string[]> {
      const { rows } = await app.db.query<EntryRow>('SELECT path, change_frequency, priority, last_modified FROM sitemap_entries WHERE included ORDER BY path, id');
      const entries: SitemapUrl[] = rows.map((r) => ({
        path: r.path,
        changeFrequency: r.change_frequency,
        priority: Number(r.priority),
        lastModified: r.last_modified === null ? null : new Date(r.last_modified).toISOString(),
      }));
      return sitemapFiles(siteOrigin(), entries, limits);
    }

    app.get('/public/sitemap.xml', { config: { access: 'public' }, schema: xmlDoc('getSitemapXml', 'The public site\'s sitemap: a <urlset>, or a <sitemapindex> past 50,000 URLs / 50 MB', [404]) }, async (_request, reply) => {
      const parts = await files();
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=900');
      return parts.length === 1 ? parts[0] : sitemapIndex(siteOrigin(), parts.length);
    });

    app.get('/public/sitemap-:part.xml', { config: { access: 'public' }, schema: { ...xmlDoc('getSitemapXmlPart', 'One file of a sitemap split by its index (from 1)', [400, 404]), params: checkedBy(jsonSchemaOf(partParams, 'text'), partParams) } }, async (request, reply) => {
      const { part } = request.params;
      const parts = await files();
      // A single-file sitemap has no parts: sitemap.xml is the whole of it.
      if (parts.length === 1 || part > parts.length) throw new HttpError(404, 'Sitemap part not found');
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=900');
      return parts[part - 1];
    });
  };
}
