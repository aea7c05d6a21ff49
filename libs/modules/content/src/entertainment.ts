// Entertainment: a bet on an event outside sport (TV shows, politics, culture) promoted on the
// site's entertainment section — the game's type, the sportsbook event, a name, a category (key/value), titles, a
// window of dates, sort order, active and an image of 468x118. Type, event id, name and category are required.
import * as v from 'valibot';
import { labelled, maxLength, optionalString, requiredString, selectRequired, messages, fileReference, keyValueList, sortOrderField, tillAfterFrom, ACTIVE_INACTIVE_EXPIRED_TABS, CRUD_FORMS, defineModule, FILE_FOLDERS, IMAGE_SIZES, activeField, dateWindowFields } from '@backoffice/validation';
import type { StoredRecord, WindowStatus } from './stored';

/** The kinds of game an entertainment offers: served by GET v1/event-game-types. */
export const EVENT_GAME_TYPES = [
  { value: 'OUTRIGHT', label: 'Outright winner' },
  { value: 'HEAD_TO_HEAD', label: 'Head to head' },
  { value: 'OVER_UNDER', label: 'Over / under' },
  { value: 'YES_NO', label: 'Yes / no' },
  { value: 'SPECIAL', label: 'Special' },
] as const;
export type EventGameType = (typeof EVENT_GAME_TYPES)[number];

export const entertainmentSchema = v.pipe(
  v.strictObject({
    eventGameType: selectRequired('event game type', EVENT_GAME_TYPES.map((t) => t.value)),
    // The sportsbook event (its numeric id).
    eventId: requiredString('Event id', maxLength(20), v.check((s) => s.trim() === '' || /^\d+$/.test(s), messages.invalid('id'))),
    entertainmentName: requiredString('Name', maxLength(100)),
    category: keyValueList(1),
    pl_title: labelled('Title', optionalString(maxLength(200))),
    pl_subTitle: labelled('Subtitle', optionalString(maxLength(300))),
    ...dateWindowFields(),
    sortOrder: sortOrderField(),
    isActive: activeField(),
    pl_imageUrl: labelled('Image', optionalString(fileReference())),
  }),
  tillAfterFrom('dateFrom', 'dateTill'),
);
export type EntertainmentInput = v.InferOutput<typeof entertainmentSchema>;

/** An entertainment as the API returns it. */
export interface Entertainment extends EntertainmentInput, StoredRecord {
  status: WindowStatus;
}

// Tabs active / inactive / expired from isActive and the dates, as the other promotional modules.
export const entertainmentsModule = defineModule({
  name: 'entertainments',
  folders: [FILE_FOLDERS.entertainments],
  images: { pl_imageUrl: IMAGE_SIZES.entertainment },
  item: 'Entertainment',
  menu: { label: 'Entertainments', group: 'main', order: 80 },
  access: { group: 'entertainment' },
  api: { base: 'admin', path: 'entertainments' },
  schema: entertainmentSchema,
  list: {
    tabs: ACTIVE_INACTIVE_EXPIRED_TABS,
    searchable: true,
    sortable: ['entertainmentName', 'sortOrder', 'dateFrom', 'dateTill'],
    defaultSort: { field: 'sortOrder', order: 'asc' },
  },
  forms: CRUD_FORMS,
  remote: { app: 'content', expose: 'Entertainments', file: 'entertainments/index.tsx' },
});
