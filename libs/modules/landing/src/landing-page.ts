// Entity schema: landing page and its base config. The form and the content API validate with these.
import * as v from 'valibot';
import { PROMO_CODE_PATTERN, integer, labelled, maxLength, minLength, string, messages, URL_PATTERN, fileReference, isTimeZone } from '@backoffice/validation';

export const LANDING_STATUSES = ['draft', 'published'] as const;
export type LandingStatus = (typeof LANDING_STATUSES)[number];
/** The list tabs: the two statuses plus the soft-deleted pages. */
export const LANDING_TABS = ['published', 'draft', 'deleted'] as const;
export type LandingTab = (typeof LANDING_TABS)[number];

export const LANDING_IMAGE_MAX_MB = 1;
/** Republishing times are picked in 15-minute steps. */
export const LANDING_PUBLISH_STEP_MINUTES = 15;
export const LANDING_CAROUSEL_MAX = 10;

// A field emptied in the form is dropped from its values: missing reads as empty, so "{field} is required!" shows.
// `field` is also the field's label (the form, history and campaign diffs read it: fieldLabel).
const text = (field: string, max: number) =>
  v.pipe(v.optional(string(messages.required(field)), ''), v.trim(), v.nonEmpty(messages.required(field)), maxLength(max), v.title<string, string>(field));
const optionalText = (max: number, label?: string) => {
  const schema = v.optional(v.pipe(string(), v.trim(), maxLength(max)), '');
  return label ? labelled(label, schema) : schema;
};

/** Link codes end up in public URLs: lower-case letters, digits and dashes. */
export const LINK_CODE_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

const url = (field: string) =>
  v.pipe(string(messages.required(field)), v.trim(), v.nonEmpty(messages.required(field)), maxLength(500), v.regex(URL_PATTERN, messages.invalid('url')), v.title<string, string>(field));

/** An optional image: empty (a removed upload) is stored as null; anything else is a file store link. */
const optionalImage = v.optional(
  v.nullable(v.pipe(v.union([v.literal(''), fileReference()], messages.invalid('file link')), v.transform((s) => s || null))),
  null,
);

export const affiliateLinkSchema = v.strictObject(
  {
  username: text('Partner', 64),
  promo_code: v.pipe(text('Promo code', 32), v.toUpperCase(), v.regex(PROMO_CODE_PATTERN, messages.invalid('promo code'))),
  link_code: v.pipe(
    text('Link code', 64),
    v.toLowerCase(),
    minLength(3),
    v.regex(LINK_CODE_PATTERN, messages.invalid('link code')),
  ),
  },
  messages.required('Affiliate link'),
);

export const PERMANENT_PROMOTION_NOT_FOUND = 'Permanent promotion does not exist';

/**
 * Where the page leads (the spec's keeps `config.permanentPromotion.landing_page_url`): the URL is what is required.
 * Picking a permanent promotion is optional help that fills it; its id, when given, must name a stored promotion
 * (the server checks) and the server writes its name.
 */
const permanentPromotionObject = v.strictObject(
  {
    id: v.optional(v.nullable(integer(PERMANENT_PROMOTION_NOT_FOUND, v.minValue(1, PERMANENT_PROMOTION_NOT_FOUND))), null),
    name: optionalText(200, 'Permanent promotion'),
    landing_page_url: url('Landing page URL'),
  },
  messages.required('Landing page URL'),
);
// Left out whole, it is checked as empty: the answer is "Landing page URL is required!" on the URL.
const noPromotion = () => ({ id: null, name: '' }) as unknown as v.InferInput<typeof permanentPromotionObject>;
export const permanentPromotionSchema = v.optional(permanentPromotionObject, noPromotion);

/** A permanent promotion as staff manage it (/api/permanentPromotions): the name the picker shows and its URL. */
export const permanentPromotionWriteSchema = v.strictObject({
  name: text('Name', 200),
  landing_page_url: url('Landing page URL'),
  active: v.optional(v.boolean(messages.invalid('boolean')), true),
});
export type PermanentPromotionWrite = v.InferOutput<typeof permanentPromotionWriteSchema>;

export const landingHeroSchema = v.strictObject({
  headline: text('Headline', 120),
  subheadline: optionalText(240, 'Subheadline'),
  ctaLabel: optionalText(40, 'Button label'),
  desktopImage: labelled('Hero desktop image', optionalImage),
  mobileImage: labelled('Hero mobile image', optionalImage),
});

export const landingCarouselItemSchema = v.strictObject({
  desktopImage: v.pipe(string(messages.required('Desktop image')), v.nonEmpty(messages.required('Desktop image')), fileReference(), v.title<string, string>('Desktop image')),
  mobileImage: v.pipe(string(messages.required('Mobile image')), v.nonEmpty(messages.required('Mobile image')), fileReference(), v.title<string, string>('Mobile image')),
  alt: optionalText(120, 'Alt text'),
});

export const landingSeoSchema = v.strictObject({
  title: optionalText(70, 'SEO title'),
  description: optionalText(160, 'SEO description'),
});

/** The config of one landing page: who it is for (affiliate link), where it leads, what it shows. */
export const landingPageConfigSchema = v.strictObject({
  affiliateLink: affiliateLinkSchema,
  permanentPromotion: permanentPromotionSchema,
  hero: landingHeroSchema,
  carousel: v.optional(
    v.pipe(v.array(landingCarouselItemSchema), v.maxLength(LANDING_CAROUSEL_MAX, messages.maxItems(LANDING_CAROUSEL_MAX)), v.title('Carousel')),
    [],
  ),
  terms: optionalText(2000, 'Terms'),
  seo: v.optional(landingSeoSchema, { title: '', description: '' }),
});
export type LandingPageConfig = v.InferOutput<typeof landingPageConfigSchema>;
export type LandingPageConfigInput = v.InferInput<typeof landingPageConfigSchema>;

/** An ISO timestamp on a 15-minute step; "not before now" needs a clock and is checked by the server and the picker. */
export const publishAtSchema = v.pipe(
  string(messages.invalid('date')),
  v.isoTimestamp(messages.invalid('date')),
  v.check((s) => {
    const d = new Date(s);
    return d.getUTCSeconds() === 0 && d.getUTCMilliseconds() === 0 && d.getUTCMinutes() % LANDING_PUBLISH_STEP_MINUTES === 0;
  }, `must be a valid ${LANDING_PUBLISH_STEP_MINUTES}-minute step!`),
);
const optionalPublishAt = v.optional(v.nullable(publishAtSchema), null);

export const landingPageCreateSchema = v.strictObject({
  config: landingPageConfigSchema,
  status: v.optional(v.picklist(LANDING_STATUSES, messages.select('status')), 'draft'),
  publishAt: optionalPublishAt,
});
export type LandingPageCreate = v.InferOutput<typeof landingPageCreateSchema>;

/** An edit: the config, and optionally the republish time (left out keeps the schedule). The engine adds `version`. */
export const landingPageEditSchema = v.strictObject({
  config: landingPageConfigSchema,
  publishAt: v.optional(v.nullable(publishAtSchema)),
});
export type LandingPageEdit = v.InferOutput<typeof landingPageEditSchema>;

/**
 * Publish sends no date; unpublish may carry the republish time, and the staff member's time zone (IANA name) so
 * the confirmation states that time as their screen shows it; without it the site's zone is used.
 */
export const landingStatusChangeSchema = v.pipe(
  v.strictObject({
    status: v.picklist(LANDING_STATUSES, messages.select('status')),
    publishAt: optionalPublishAt,
    timeZone: v.optional(v.pipe(string(), v.check((zone: string) => isTimeZone(zone), 'Time zone must be a valid time zone name!'))),
  }),
  v.forward(
    v.check((b) => b.status === 'draft' || b.publishAt === null, 'a published page takes no publish date'),
    ['publishAt'],
  ),
);
export type LandingStatusChange = v.InferOutput<typeof landingStatusChangeSchema>;

export const LANDING_SORT_FIELDS = ['id', 'partner', 'promoCode', 'linkCode', 'publishAt', 'createdAt', 'updatedAt', 'deletedAt'] as const;
export type LandingSortField = (typeof LANDING_SORT_FIELDS)[number];

/** Comma-joined ids of a query (?ids=1,2,3): at least one, at most 100. */
export const landingIdsQuerySchema = v.strictObject({
  ids: v.pipe(
    string(messages.required('ids')),
    v.regex(/^\d{1,9}(,\d{1,9})*$/, messages.invalid('id list')),
    v.transform((s) => [...new Set(s.split(',').map(Number))]),
    v.minLength(1, messages.minItems(1)),
    v.maxLength(100, messages.maxItems(100)),
  ),
});

/** What a bulk edit may change: everything the pages can share, never the link code (it is unique per page). */
export const landingBulkChangesSchema = v.pipe(
  v.strictObject({
    affiliateLink: v.optional(v.partial(v.omit(affiliateLinkSchema, ['link_code']))),
    permanentPromotion: v.optional(permanentPromotionSchema),
    hero: v.optional(v.partial(landingHeroSchema)),
    carousel: v.optional(v.pipe(v.array(landingCarouselItemSchema), v.maxLength(LANDING_CAROUSEL_MAX, messages.maxItems(LANDING_CAROUSEL_MAX)))),
    terms: v.optional(v.pipe(string(), v.trim(), maxLength(2000))),
    seo: v.optional(v.partial(landingSeoSchema)),
  }),
  v.check((c) => Object.values(c).some((x) => x !== undefined), 'Nothing to change'),
);
export type LandingBulkChanges = v.InferOutput<typeof landingBulkChangesSchema>;

export const landingBulkEditSchema = v.strictObject({
  items: v.pipe(
    v.array(
      v.strictObject({
        id: integer(undefined, v.minValue(1, messages.minValue(1))),
        version: integer(undefined, v.minValue(1, messages.minValue(1))),
      }),
    ),
    v.minLength(1, messages.minItems(1)),
    v.maxLength(100, messages.maxItems(100)),
  ),
  changes: landingBulkChangesSchema,
});
export type LandingBulkEdit = v.InferOutput<typeof landingBulkEditSchema>;

/** Defaults every landing page falls back to (one record): what the public page shows when a page leaves a part empty. */
export const landingBaseConfigSchema = v.strictObject({
  ctaLabel: labelled('Button label', text('CTA label', 40)),
  defaultHeadline: text('Default headline', 120),
  heroDesktopImage: labelled('Default hero desktop image', optionalImage),
  heroMobileImage: labelled('Default hero mobile image', optionalImage),
  terms: optionalText(2000, 'Default terms'),
  /** The responsible-gambling line Polish law asks every marketing page to show. */
  disclaimer: labelled('Responsible gambling disclaimer', text('Disclaimer', 500)),
  themeColor: labelled('Theme colour', v.optional(v.pipe(string(), v.regex(/^#[0-9a-fA-F]{6}$/, messages.invalid('colour'))), '#1565c0')),
});
export type LandingBaseConfig = v.InferOutput<typeof landingBaseConfigSchema>;

export const landingBaseConfigSaveSchema = v.strictObject({
  config: landingBaseConfigSchema,
  version: v.optional(integer(undefined, v.minValue(0, messages.minValue(0)))),
});

export const permanentPromotionQuerySchema = v.strictObject({
  search: optionalText(100),
  /** The managing screen lists the inactive ones too (the picker offers only active ones). */
  all: v.optional(v.pipe(v.picklist(['true', 'false'], messages.invalid('boolean')), v.transform((s) => s === 'true')), 'false'),
});

/** A landing page as the content API returns it. */
export interface LandingPage {
  id: number;
  status: LandingStatus;
  publishAt: string | null;
  deletedAt: string | null;
  config: LandingPageConfig;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface PermanentPromotion {
  id: number;
  name: string;
  landing_page_url: string;
  active: boolean;
}

/** Result of a bulk edit: every page is saved on its own, so some may fail while the rest are kept. */
export interface LandingBulkEditResult {
  updated: LandingPage[];
  failed: { id: number; message: string }[];
}

/** The selected pages and the config values they all share (a value that differs is left out). */
export interface LandingBulkEditData {
  pages: LandingPage[];
  shared: LandingBulkChanges;
  missing: number[];
}

export interface LandingBaseConfigRecord {
  config: LandingBaseConfig;
  version: number;
  updatedAt: string | null;
}
