// Landing pages: three tabs, soft delete with restore, publish / unpublish as a named operation.
import { landingPageCreateSchema, landingPageEditSchema, landingStatusChangeSchema } from './landing-page';
import { CRUD_FORMS, defineModule, IMAGE_SIZES } from '@backoffice/validation';

export const landingPagesModule = defineModule({
  name: 'landing-pages',
  folders: ['acquisition-landing-page'],
  images: {
    'config.hero.desktopImage': IMAGE_SIZES.landingHeroDesktop,
    'config.hero.mobileImage': IMAGE_SIZES.landingHeroMobile,
    'config.carousel[].desktopImage': IMAGE_SIZES.landingCarouselDesktop,
    'config.carousel[].mobileImage': IMAGE_SIZES.landingCarouselMobile,
  },
  item: 'Landing page',
  menu: { label: 'Landing Pages', group: 'main', order: 180 },
  access: { group: 'landing' },
  api: { base: 'content', path: 'landingPages', errorText: 'Unexpected error occurred' },
  schema: landingPageCreateSchema,
  updateSchema: landingPageEditSchema,
  softDelete: true,
  list: {
    tabs: [
      { value: 'published', label: 'Published' },
      { value: 'draft', label: 'Draft' },
    ],
    searchable: true,
    sortable: ['partner', 'promoCode', 'linkCode', 'publishAt', 'deletedAt'],
    defaultSort: { field: 'id', order: 'desc' },
    defaultPageSize: 10,
  },
  operations: {
    status: { method: 'PATCH', needs: 'update', schema: landingStatusChangeSchema, summary: 'Publish, or unpublish with an optional republish time' },
  },
  forms: CRUD_FORMS,
  pages: {
    bulkEdit: { path: 'bulk-edit', needs: ['update'] },
    permanentPromotions: { path: 'permanent-promotions', needs: ['create', 'update', 'read'] },
  },
  remote: { app: 'landing', expose: 'LandingPages', file: 'landing-pages/index.tsx' },
});

/** The single base config record every landing page falls back to (its own screen; no list). */
export const landingBaseConfigModule = defineModule({
  name: 'landing-pages-base-config',
  item: 'Base config',
  menu: { label: 'Landing Pages Base Config', group: 'main', order: 190 },
  // eslint-disable-next-line no-restricted-syntax -- the definition declares which of its permissions open its route
  access: { group: 'landing', guard: ['landing.read', 'landing.update'] },
  remote: { app: 'landing', expose: 'LandingBaseConfig', file: 'base-config/index.tsx' },
});
