// Avatar category: a section of the avatars players choose from — its name and subtitle, an
// optional window of dates, a sort order, active and "new" flags, and its avatars (images of at most 256x256).
import * as v from 'valibot';
import { integer, labelled, maxItems, maxLength, minValue, optionalString, optionalDateTime, requiredString, messages, fileReference, defineModule, tillAfterFrom, FILE_FOLDERS, ACTIVE_INACTIVE_EXPIRED_TABS, activeField, sortOrderField } from '@backoffice/validation';
import type { StoredRecord, WindowStatus } from './stored';

// An empty date is stored as no date (null).
const dateTime = optionalDateTime();

/** One avatar of a section: its id (given by the server on first save), the stored image and its file name. */
export const avatarSchema = v.strictObject({
  avatarId: v.optional(integer(messages.invalid('id'), minValue(1))),
  avatarFileUrl: v.pipe(requiredString('Avatar'), fileReference()),
  avatarFile: optionalString(maxLength(255)),
});
export type AvatarInput = v.InferOutput<typeof avatarSchema>;

/** Avatars in one section at most: a picker row players scroll, not a gallery. */
export const AVATARS_PER_CATEGORY = 100;

export const avatarCategorySchema = v.pipe(
  v.strictObject({
    categoryName: requiredString('Section name', maxLength(100)),
    categoryTagline: requiredString('Subtitle', maxLength(200)),
    dateFrom: labelled('From', dateTime),
    dateTill: labelled('Till', dateTime),
    sortOrder: sortOrderField(),
    isActive: activeField(),
    isNew: labelled('New', v.optional(v.boolean(), false)),
    avatars: labelled('Avatars', v.optional(v.pipe(v.array(avatarSchema), maxItems(AVATARS_PER_CATEGORY)), [])),
  }),
  tillAfterFrom('dateFrom', 'dateTill'),
);
export type AvatarCategoryInput = v.InferOutput<typeof avatarCategorySchema>;

/** An avatar section as the API returns it: every avatar has its id. */
export interface AvatarCategory extends Omit<AvatarCategoryInput, 'avatars'>, StoredRecord {
  categoryId: number;
  avatars: (AvatarInput & { avatarId: number })[];
  status: WindowStatus;
}

// The module: tabs active / inactive / expired, the spec's own success texts.
export const avatarsModule = defineModule({
  name: 'avatars',
  folders: [FILE_FOLDERS.avatars],
  item: 'Avatars category',
  menu: { label: 'Avatars', group: 'main', order: 270 },
  access: 'signed-in',
  api: { base: 'admin', path: 'avatars/categories' },
  schema: avatarCategorySchema,
  messages: {
    created: 'Avatars created successfully',
    updated: 'Avatars updated successfully',
    deleted: 'Avatars categories deleted successfully',
  },
  list: {
    tabs: ACTIVE_INACTIVE_EXPIRED_TABS,
    searchable: true,
    sortable: ['categoryName', 'sortOrder', 'dateFrom', 'dateTill'],
    defaultSort: { field: 'sortOrder', order: 'asc' },
  },
  forms: { add: 'create', edit: 'edit/:id', preview: 'preview/:id' },
  remote: { app: 'content', expose: 'Avatars', file: 'avatars/index.tsx' },
});
