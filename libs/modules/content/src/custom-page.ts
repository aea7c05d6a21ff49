// Custom page (its fields were not given, so they are ours: docs/decisions.md): a static
// page of the public site at /{slug} — title, slug, a rich-text body per language (Polish required), SEO title and
// description, a publish window and the active switch.
import * as v from 'valibot';
import { labelled, maxLength, optionalString, requiredString, string, CONTENT_LANGUAGES, languageField, optionalDateTime, tillAfterFrom, CRUD_FORMS, defineModule, FILE_FOLDERS, ACTIVE_INACTIVE_EXPIRED_TABS, activeField } from '@backoffice/validation';
// The lengths search engines show whole, as the editable SEO descriptions use them.
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from './seo-description';
import type { StoredRecord, WindowStatus } from './stored';

/** Longest slug: one path segment of the site. */
export const SLUG_MAX = 100;
/** A body of HTML; images are links into the file store, never inline data, so this is generous. */
const CONTENT_MAX = 200_000;

/** URL-safe: lower-case letters, digits and single hyphens between them (o-nas, odpowiedzialna-gra). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_FORMAT = 'may contain only lower-case letters, digits and hyphens (e.g. o-nas)';
/** The 409 of a slug another page has (the engine marks the field with it); the form's lookup shows it as typed. */
export const SLUG_TAKEN = 'Another page already uses this slug';

/** A suggested slug from a title: Polish letters folded (ł → l, ż → z), anything else a hyphen. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

// An empty slug is left to "required" (one message at a time).
export const slugField = () =>
  requiredString('Slug', maxLength(SLUG_MAX), v.check((s) => s.trim() === '' || SLUG_PATTERN.test(s), SLUG_FORMAT));

export const customPageSchema = v.pipe(
  v.strictObject({
    title: requiredString('Title', maxLength(200)),
    slug: slugField(),
    pl_content: requiredString('Content', maxLength(CONTENT_MAX)),
    en_content: optionalString(maxLength(CONTENT_MAX)),
    uk_content: optionalString(maxLength(CONTENT_MAX)),
    seoTitle: labelled('SEO title', optionalString(maxLength(SEO_TITLE_MAX))),
    seoDescription: labelled('SEO description', optionalString(maxLength(SEO_DESCRIPTION_MAX))),
    dateFrom: labelled('Published from', optionalDateTime()),
    dateTill: labelled('Published till', optionalDateTime()),
    isActive: activeField(),
  }),
  tillAfterFrom('dateFrom', 'dateTill'),
);
export type CustomPageInput = v.InferOutput<typeof customPageSchema>;

/** The HTML fields of a page (the server cleans each before it is stored). */
export const CUSTOM_PAGE_CONTENT_FIELDS = CONTENT_LANGUAGES.map((language) => languageField(language, 'content')) as readonly ('pl_content' | 'en_content' | 'uk_content')[];

/** A custom page as the API returns it. */
export interface CustomPage extends CustomPageInput, StoredRecord {
  status: WindowStatus;
}

// Tabs Active / In-Active / Expired from the switch and the window, and All (the slug lookup asks it with the
// `slug` filter: a slug is unique across every page, switched off or expired ones included).
export const customPagesModule = defineModule({
  name: 'custom-page',
  folders: [FILE_FOLDERS.customPages],
  item: 'Custom page',
  menu: { label: 'Custom Page', group: 'main', order: 100 },
  access: { group: 'custompage' },
  api: { base: 'admin', path: 'custom-pages' },
  schema: customPageSchema,
  list: {
    tabs: [...ACTIVE_INACTIVE_EXPIRED_TABS, { value: 'all', label: 'All' }],
    searchable: true,
    sortable: ['title', 'slug', 'dateFrom', 'dateTill', 'updatedAt'],
    defaultSort: { field: 'updatedAt', order: 'desc' },
    filters: { slug: v.optional(v.pipe(string(), v.trim(), maxLength(SLUG_MAX))) },
  },
  forms: { ...CRUD_FORMS, clone: 'clone/:id' },
  remote: { app: 'content', expose: 'CustomPages', file: 'custom-pages/index.tsx' },
  preview: { app: 'content', expose: 'CustomPagePreview', file: 'custom-pages/preview.tsx', path: '/custom-page/preview', label: 'Custom Page Preview' },
});
