// v1/seo on the resource engine, addressed by page type (/seo/{type}): one record per type, a second one → 409 on
// the type field. Search by name, type and title.
import { SEO_TYPE_TAKEN, seoDescriptionsModule } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';
// The demo rows: a title of at most 60 characters, a description of at most 160.
import DEMO_SEO_DESCRIPTIONS from './demo-rows.json';

export const seoDescriptionsResource = defineResource({
  module: seoDescriptionsModule,
  table: 'seo_descriptions',
  keyField: 'type',
  searchFields: ['name', 'type', 'pl_title'],
  userColumns: true,
  nameField: 'name',
  unique: [{ constraint: 'seo_descriptions_type_key', field: 'type', message: SEO_TYPE_TAKEN }],
  demo: () => DEMO_SEO_DESCRIPTIONS,
});
