// v1/events-categories (v1/category-images stays an alias) on the resource engine: tabs active / inactive from isActive, search by ids, category and
// event name; the background lives in additionalData, so the file manager looks there.
import { categoryImagesModule } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';
// The demo rows: category id, its name as the catalog answers it, event id and name; background and switch below.
import DEMO_CATEGORY_IMAGES from './demo-rows.json';

export const categoryImagesResource = defineResource({
  module: categoryImagesModule,
  table: 'category_images',
  jsonFields: ['additionalData'],
  searchFields: ['categoryName', 'categoryId', 'eventId', 'additionalData'],
  status: { active: 'isActive' },
  userColumns: true,
  fileFields: ['additionalData'],
  nameField: 'categoryName',
  demo: () =>
    DEMO_CATEGORY_IMAGES.map(({ categoryId, categoryName, eventId, eventName }, i) => ({
      categoryId,
      categoryName,
      eventId,
      additionalData: { backgroundURL: `/files/category-images/tlo-${eventId}.png`, eventName, disableNoFollow: i % 4 === 3 },
      // Two past events switched off, so the In-Active tab has rows.
      isActive: i < DEMO_CATEGORY_IMAGES.length - 2,
    })),
});
