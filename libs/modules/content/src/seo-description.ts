// SEO description: the Polish title and description search engines show for one page type of the
// site — name, pl_title, pl_description, type. One record per page type, addressed by its type (/edit/{type}).
import * as v from 'valibot';
import { maxLength, requiredString, messages, defineModule } from '@backoffice/validation';
import type { StoredRecord } from './stored';

/** What search engines display before cutting a result short: title 60, description 160 characters. */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;

/** A page type as the site names it: `home`, `live`, `responsibleGaming`, `sport-football` … */
export const seoTypeField = () =>
  // An empty type is only "required" (the pattern leaves it to that message).
  requiredString('Type', maxLength(50), v.check((s) => s.trim() === '' || /^[A-Za-z][A-Za-z0-9_-]*$/.test(s), messages.invalid('type')));

const fields = {
  name: requiredString('Name', maxLength(100)),
  pl_title: requiredString('Title', maxLength(SEO_TITLE_MAX)),
  pl_description: requiredString('Description', maxLength(SEO_DESCRIPTION_MAX)),
};

export const seoDescriptionSchema = v.strictObject({ ...fields, type: seoTypeField() });
/** An update keeps the type: it is the record's address. */
export const seoDescriptionUpdateSchema = v.strictObject(fields);
export type SeoDescriptionInput = v.InferOutput<typeof seoDescriptionSchema>;

/** An SEO description as the API returns it. */
export type SeoDescription = SeoDescriptionInput & StoredRecord;

/** The message of a type that already has its description (409 on the type field). */
export const SEO_TYPE_TAKEN = 'This page type already has an SEO description';

// No tabs: one short list of page types, searchable, sorted by type.
export const seoDescriptionsModule = defineModule({
  name: 'editable-seo-desc',
  item: 'SEO description',
  menu: { label: 'Editable SEO Desc', group: 'app-setting', order: 210 },
  access: { group: 'editableSeoDesc' },
  api: { base: 'admin', path: 'seo' },
  schema: seoDescriptionSchema,
  updateSchema: seoDescriptionUpdateSchema,
  list: {
    searchable: true,
    sortable: ['name', 'type'],
    defaultSort: { field: 'type', order: 'asc' },
  },
  forms: { add: 'add', edit: 'edit/:type', view: 'read/:type' },
  remote: { app: 'content', expose: 'SeoDescriptions', file: 'seo-descriptions/index.tsx' },
});
