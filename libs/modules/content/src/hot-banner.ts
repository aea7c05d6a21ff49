// Hot banner: the large banner of the site's home page — name, title, subtitle, link or an event
// game, a window of dates, sort order, active, an image of 2000x600 (and the mobile 524x233) with its alt text.
import * as v from 'valibot';
import { labelled, maxLength, optionalString, requiredString, messages, fileReference, siteLink, sortOrderField, tillAfterFrom, ACTIVE_INACTIVE_EXPIRED_TABS, defineModule, FILE_FOLDERS, IMAGE_SIZES, activeField, dateWindowFields } from '@backoffice/validation';
import type { StoredRecord, WindowStatus } from './stored';

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

export const hotBannerSchema = v.pipe(
  v.strictObject({
    bannerName: requiredString('Name', maxLength(100)),
    pl_title: labelled('Title', optionalString(maxLength(200))),
    pl_subTitle: labelled('Subtitle', optionalString(maxLength(300))),
    pl_link: labelled('Link', optionalString(maxLength(500), siteLink())),
    // A game of the sportsbook (its numeric id): the banner then opens the game's bets instead of a link.
    eventGameId: labelled('Event game id', optionalString(maxLength(20), v.regex(/^\d+$/, messages.invalid('id')))),
    ...dateWindowFields(),
    sortOrder: sortOrderField(),
    isActive: activeField(),
    pl_imageUrl: labelled('Image', optionalString(fileReference())),
    pl_mobileImageUrl: labelled('Mobile image', optionalString(fileReference())),
    pl_imageAltText: labelled('Image alt', optionalString(maxLength(200))),
  }),
  v.forward(
    v.partialCheck([['pl_link'], ['eventGameId']], (b) => filled(b.pl_link) || filled(b.eventGameId), messages.required('Link')),
    ['pl_link'],
  ),
  v.forward(
    v.partialCheck(
      [['pl_imageUrl'], ['pl_mobileImageUrl'], ['pl_imageAltText']],
      (b) => filled(b.pl_imageAltText) || (!filled(b.pl_imageUrl) && !filled(b.pl_mobileImageUrl)),
      messages.required('Image alt'),
    ),
    ['pl_imageAltText'],
  ),
  tillAfterFrom('dateFrom', 'dateTill'),
);
export type HotBannerInput = v.InferOutput<typeof hotBannerSchema>;

/** A hot banner as the API returns it. */
export interface HotBanner extends HotBannerInput, StoredRecord {
  status: WindowStatus;
}

// Tabs active / inactive / expired from isActive and the dates. Clone has its own permission
// on the client route; the copy is stored by POST, so the server asks hotbanners.create as well.
export const hotBannersModule = defineModule({
  name: 'hotbanner',
  folders: [FILE_FOLDERS.hotBanners],
  images: { pl_imageUrl: IMAGE_SIZES.banner, pl_mobileImageUrl: IMAGE_SIZES.mobileBanner },
  item: 'Hot banner',
  menu: { label: 'Hot Banner', group: 'main', order: 50 },
  // Clone has its own permission.
  access: { group: 'hotbanners', actions: ['clone'], uses: { clone: ['clone'] } },
  api: { base: 'admin', path: 'banners' },
  schema: hotBannerSchema,
  list: {
    tabs: ACTIVE_INACTIVE_EXPIRED_TABS,
    searchable: true,
    sortable: ['bannerName', 'sortOrder', 'dateFrom', 'dateTill'],
    defaultSort: { field: 'sortOrder', order: 'asc' },
  },
  forms: { add: 'add', edit: 'edit/:id', clone: 'clone/:id', view: 'view/:id' },
  remote: { app: 'content', expose: 'HotBanners', file: 'hot-banners/index.tsx' },
});
