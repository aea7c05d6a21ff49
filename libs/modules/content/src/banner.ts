// Banner — the sub banner: name, title, alt text, subtitle, link, shown to logged-out visitors or
// not, a window of dates, a sort order and an image of 189x127 (or a "new banner" of 720x440 where chosen).
import * as v from 'valibot';
import { labelled, maxLength, optionalString, requiredString, fileReference, siteLink, sortOrderField, tillAfterFrom, ACTIVE_INACTIVE_EXPIRED_TABS, CRUD_FORMS, defineModule, FILE_FOLDERS, IMAGE_SIZES, dateWindowFields } from '@backoffice/validation';
import type { StoredRecord, WindowStatus } from './stored';

export const bannerSchema = v.pipe(
  v.strictObject({
    subBannerName: requiredString('Name', maxLength(100)),
    pl_title: labelled('Title', optionalString(maxLength(200))),
    pl_imageAltText: requiredString('Image alt', maxLength(200)),
    subTitle: labelled('Subtitle', optionalString(maxLength(300))),
    pl_link: requiredString('Link', maxLength(500), siteLink()),
    forNonLogged: labelled('Show to logged-out visitors', v.optional(v.boolean(), false)),
    // The new banner layout of the site (720x440, folder new-banners) instead of the sub banner's 189x127.
    newBanner: labelled('New banner (720x440)', v.optional(v.boolean(), false)),
    ...dateWindowFields(),
    sortOrder: sortOrderField(),
    pl_imageUrl: labelled('Image', optionalString(fileReference())),
  }),
  tillAfterFrom('dateFrom', 'dateTill'),
);
export type BannerInput = v.InferOutput<typeof bannerSchema>;

/** A banner as the API returns it. */
export interface Banner extends BannerInput, StoredRecord {
  status: WindowStatus;
}

// Tabs active / inactive (not started) / expired from the dates, as the other dated modules.
export const bannersModule = defineModule({
  name: 'banners',
  folders: [FILE_FOLDERS.banners, FILE_FOLDERS.newBanners, FILE_FOLDERS.subBanners],
  images: { pl_imageUrl: (record) => (record.newBanner ? IMAGE_SIZES.newBanner : IMAGE_SIZES.subBanner) },
  item: 'Banner',
  menu: { label: 'Banners', group: 'main', order: 60 },
  access: { group: 'banners' },
  api: { base: 'admin', path: 'sub-banners' },
  schema: bannerSchema,
  list: {
    tabs: ACTIVE_INACTIVE_EXPIRED_TABS,
    searchable: true,
    sortable: ['subBannerName', 'sortOrder', 'dateFrom', 'dateTill'],
    defaultSort: { field: 'sortOrder', order: 'asc' },
  },
  forms: CRUD_FORMS,
  remote: { app: 'content', expose: 'Banners', file: 'banners/index.tsx' },
});
