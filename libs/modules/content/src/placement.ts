// Placement: a promotional tile placed on pages and screens of the site — name, title, subtitle, a
// window of dates, the places and screens (key/value lists), active, an image of 524x233 and its alt text.
import * as v from 'valibot';
import { labelled, maxLength, optionalString, requiredString, fileReference, keyValueList, tillAfterFrom, ACTIVE_INACTIVE_EXPIRED_TABS, CRUD_FORMS, defineModule, FILE_FOLDERS, IMAGE_SIZES, activeField, dateWindowFields } from '@backoffice/validation';
import type { StoredRecord, WindowStatus } from './stored';

export const placementSchema = v.pipe(
  v.strictObject({
    placementName: requiredString('Name', maxLength(100)),
    pl_title: labelled('Title', optionalString(maxLength(200))),
    pl_subTitle: labelled('Subtitle', optionalString(maxLength(300))),
    ...dateWindowFields(),
    places: labelled('Places', keyValueList()),
    screens: labelled('Screens', keyValueList(1)),
    isActive: activeField(),
    pl_imageUrl: v.pipe(requiredString('Image'), fileReference()),
    pl_imageAltText: requiredString('Image alt', maxLength(200)),
  }),
  tillAfterFrom('dateFrom', 'dateTill'),
);
export type PlacementInput = v.InferOutput<typeof placementSchema>;

/** A placement as the API returns it. */
export interface Placement extends PlacementInput, StoredRecord {
  status: WindowStatus;
}

// Tabs active / inactive / expired from isActive and the dates.
export const placementsModule = defineModule({
  name: 'placements',
  folders: [FILE_FOLDERS.placements],
  images: { pl_imageUrl: IMAGE_SIZES.placement },
  item: 'Placement',
  menu: { label: 'Placements', group: 'main', order: 70 },
  access: { group: 'placement' },
  api: { base: 'admin', path: 'placements' },
  schema: placementSchema,
  list: {
    tabs: ACTIVE_INACTIVE_EXPIRED_TABS,
    searchable: true,
    sortable: ['placementName', 'dateFrom', 'dateTill'],
    defaultSort: { field: 'id', order: 'desc' },
  },
  forms: CRUD_FORMS,
  remote: { app: 'content', expose: 'Placements', file: 'placements/index.tsx' },
});
