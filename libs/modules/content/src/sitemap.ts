// Sitemap entry (API v1/sitemaps; the fields are ours): one URL of the public site's sitemaps.org sitemap — its
// path, how often it changes, its priority, when it last changed and whether it is listed at all. Published landing
// pages add their own entries (source 'landing'); staff add the rest by hand.
import * as v from 'valibot';
import { labelled, maxLength, maxValue, minValue, optionalDateTime, requiredNumber, requiredString, selectRequired, defineModule } from '@backoffice/validation';
import type { StoredRecord } from './stored';

/** The protocol's <changefreq> values (sitemaps.org/protocol.html). */
export const SITEMAP_CHANGE_FREQUENCIES = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'] as const;
export type SitemapChangeFrequency = (typeof SITEMAP_CHANGE_FREQUENCIES)[number];

/** The protocol's limits of one sitemap file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const;

// A path of the site: starts with one slash, no spaces, quotes, angle brackets or backslashes (the protocol wants
// URLs under 2,048 characters; the origin takes the rest).
const SITE_PATH = /^\/(?:[^\s"'<>\\{}|^`/][^\s"'<>\\{}|^`]*)?$/;

const oneDecimal = (n: number) => Math.abs(Math.round(n * 10) - n * 10) < 1e-9;

export const sitemapEntrySchema = v.strictObject({
  path: requiredString('Url path', maxLength(1900), v.check((s) => SITE_PATH.test(s), 'must be a path of the site starting with /!')),
  changeFrequency: selectRequired('change frequency', SITEMAP_CHANGE_FREQUENCIES),
  priority: requiredNumber('Priority', minValue(0), maxValue(1), v.check(oneDecimal, 'must have at most one decimal place!')),
  lastModified: labelled('Last modified', optionalDateTime()),
  included: labelled('Included in the sitemap', v.optional(v.boolean(), true)),
});
export type SitemapEntryInput = v.InferOutput<typeof sitemapEntrySchema>;

/** A sitemap entry as the API returns it. */
export interface SitemapEntry extends SitemapEntryInput, StoredRecord {
  /** 'landing': kept in step with a published landing page (its path follows the link code). */
  source: 'manual' | 'landing';
  landingPageId: number | null;
}

// The module: tabs all / included / excluded (decisions.md), sorted by path, searchable by path.
export const sitemapModule = defineModule({
  name: 'sitemap',
  item: 'Sitemap entry',
  menu: { label: 'Sitemap', group: 'main', order: 310 },
  access: 'signed-in',
  api: { base: 'admin', path: 'sitemaps' },
  schema: sitemapEntrySchema,
  list: {
    tabs: [
      { value: 'all', label: 'All' },
      { value: 'included', label: 'Included' },
      { value: 'excluded', label: 'Excluded' },
    ],
    searchable: true,
    sortable: ['path', 'changeFrequency', 'priority', 'lastModified'],
    defaultSort: { field: 'path', order: 'asc' },
  },
  forms: { add: 'create', edit: 'edit/:id' },
  remote: { app: 'content', expose: 'Sitemap', file: 'sitemap/index.tsx' },
});
