// Category image: the background shown on a sportsbook category's page for one event — the
// category and event ids (required), the category's name as looked up, and additionalData with the 1229x469
// background, the event's name and whether its links drop rel="nofollow".
import * as v from 'valibot';
import { labelled, INTEGER_MAX, maxLength, minValue, maxValue, optionalString, requiredNumber, messages, fileReference, defineModule, FILE_FOLDERS, ACTIVE_INACTIVE_TABS, activeField } from '@backoffice/validation';
import type { StoredRecord, SwitchStatus } from './stored';

const sportsbookId = (field: string) => requiredNumber(field, v.integer(messages.invalid('integer')), minValue(1), maxValue(INTEGER_MAX));

export const categoryImageSchema = v.strictObject({
  categoryId: sportsbookId('Category id'),
  eventId: sportsbookId('Event id'),
  categoryName: labelled('Category name', optionalString(maxLength(200))),
  additionalData: v.optional(
    v.strictObject({
      backgroundURL: v.optional(v.nullable(v.union([v.literal(''), fileReference()]))),
      eventName: optionalString(maxLength(200)),
      disableNoFollow: v.optional(v.boolean(), false),
    }),
    {},
  ),
  isActive: activeField(),
});
export type CategoryImageInput = v.InferOutput<typeof categoryImageSchema>;

/** A category image as the API returns it. */
export interface CategoryImage extends CategoryImageInput, StoredRecord {
  status: SwitchStatus;
}

// The module: tabs active / inactive, the spec's own success texts; updates are PUT.
export const categoryImagesModule = defineModule({
  name: 'category-image',
  folders: [FILE_FOLDERS.categoryImages],
  item: 'Category image',
  menu: { label: 'Category Image', group: 'main', order: 290 },
  access: 'signed-in',
  api: { base: 'admin', path: 'events-categories', updateMethod: 'put' },
  schema: categoryImageSchema,
  messages: {
    created: 'Category image created successfully',
    updated: 'Category image updated successfully',
    deleted: 'Category image deleted successfully',
  },
  list: {
    tabs: ACTIVE_INACTIVE_TABS,
    searchable: true,
    sortable: ['categoryId', 'eventId', 'categoryName'],
    defaultSort: { field: 'categoryId', order: 'asc' },
  },
  forms: { add: 'create', edit: 'edit/:id', preview: 'preview/:id' },
  remote: { app: 'content', expose: 'CategoryImages', file: 'category-images/index.tsx' },
});
