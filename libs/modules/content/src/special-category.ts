// Special category: a themed category page of the site — name, URL, SEO description, a graphic of at
// most 750x270, an optional window of dates and a sort order.
import * as v from 'valibot';
import { labelled, requiredNumber, requiredString, maxLength, minValue, optionalDateTime, messages, URL_PATTERN, fileReference, defineModule, tillAfterFrom, FILE_FOLDERS } from '@backoffice/validation';
import type { StoredRecord, WindowStatus } from './stored';

/** A site address: a path of the public site (/kategorie/...) or a full link. */
const isSiteUrl = (s: string) => /^\/[^\s"'<>]*$/.test(s) || URL_PATTERN.test(s);

// An empty date is stored as no date (null).
const dateTime = optionalDateTime();

export const specialCategorySchema = v.pipe(
  v.strictObject({
    categoryName: requiredString('Name', maxLength(100)),
    categoryUrl: requiredString('Url', maxLength(500), v.check(isSiteUrl, messages.invalid('url'))),
    seoDescription: requiredString('Seo description', maxLength(500)),
    graphicsUrl: v.pipe(requiredString('Image'), fileReference()),
    dateStart: labelled('From', dateTime),
    dateTill: labelled('Till', dateTime),
    sortOrder: requiredNumber('Sort order', v.integer(messages.invalid('integer')), minValue(0), v.maxValue(1_000_000, messages.maxValue(1_000_000))),
  }),
  tillAfterFrom('dateStart', 'dateTill'),
);
export type SpecialCategoryInput = v.InferOutput<typeof specialCategorySchema>;

/** A special category as the API returns it. */
export interface SpecialCategory extends SpecialCategoryInput, StoredRecord {
  status: WindowStatus;
}

// The module: tabs all / expired, sorted by sort order, the spec's own success texts.
export const specialCategoriesModule = defineModule({
  name: 'special-categories',
  folders: [FILE_FOLDERS.specialCategories],
  item: 'Category',
  menu: { label: 'Special Categories', group: 'main', order: 280 },
  access: 'signed-in',
  api: { base: 'admin', path: 'categories' },
  schema: specialCategorySchema,
  messages: {
    created: 'Categories was created successfully',
    updated: 'Categories was updated successfully',
    deleted: 'Categories was deleted successfully',
  },
  list: {
    tabs: [
      { value: 'all', label: 'All' },
      { value: 'expired', label: 'Expired' },
    ],
    searchable: true,
    sortable: ['categoryName', 'sortOrder', 'dateStart', 'dateTill'],
    defaultSort: { field: 'sortOrder', order: 'asc' },
  },
  forms: { add: 'create', edit: 'edit/:id', preview: 'preview/:id' },
  remote: { app: 'content', expose: 'SpecialCategories', file: 'special-categories/index.tsx' },
});
