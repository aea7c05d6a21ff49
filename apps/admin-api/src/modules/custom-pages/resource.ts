// v1/custom-pages on the resource engine: tabs active / inactive / expired from isActive and the publish window
// (and all), search by title, slug and SEO title, a slug unique across every page (409 naming the field), and the
// body of each language cleaned of anything that could run before it is stored.
import { CUSTOM_PAGE_CONTENT_FIELDS, SLUG_TAKEN, customPagesModule, type CustomPageInput } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';
import { cleanHtml } from '../../http/clean-html';
import { DEMO_PAGES } from './demo-pages';

const day = 24 * 3600_000;

/** beforeWrite: every language's HTML without scripts, handlers or javascript: links (the client cleans it again on display). */
export function cleanCustomPage(input: CustomPageInput): CustomPageInput {
  const cleaned: CustomPageInput = { ...input };
  for (const field of CUSTOM_PAGE_CONTENT_FIELDS) {
    const html = input[field];
    if (typeof html === 'string' && html !== '') cleaned[field] = cleanHtml(html);
  }
  return cleaned;
}

export const customPagesResource = defineResource({
  module: customPagesModule,
  table: 'custom_pages',
  searchFields: ['title', 'slug', 'seoTitle'],
  status: { active: 'isActive', startsAt: 'dateFrom', endsAt: 'dateTill' },
  userColumns: true,
  unique: [{ constraint: 'custom_pages_slug_key', field: 'slug', message: SLUG_TAKEN }],
  nameField: 'title',
  beforeWrite: cleanCustomPage,
  demo: (now) =>
    DEMO_PAGES.map((page) => ({
      title: page.title,
      slug: page.slug,
      pl_content: page.pl,
      en_content: page.en ?? '',
      uk_content: page.uk ?? '',
      seoTitle: page.seoTitle,
      seoDescription: page.seoDescription,
      dateFrom: page.from === undefined ? null : new Date(now.getTime() + page.from * day).toISOString(),
      dateTill: page.till === undefined ? null : new Date(now.getTime() + page.till * day).toISOString(),
      isActive: page.active ?? true,
    })),
});
