// v1/medals on the resource engine (the spec's v2/medals: docs/decisions.md): tabs active / inactive from isActive,
// search by key and names, a key used twice answers 409 on its field.
import { medalsModule } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';
// The demo medals' key, names, Polish description and rule; image, order and switch below.
import DEMO_MEDALS from './demo-rows.json';

export const medalsResource = defineResource({
  module: medalsModule,
  table: 'medals',
  searchFields: ['medalKey', 'namePl', 'nameEn', 'nameUk'],
  status: { active: 'isActive' },
  userColumns: true,
  unique: [{ constraint: 'medals_key_unique', field: 'medalKey', message: 'A medal with this key already exists' }],
  fileFields: ['imageUrl'],
  nameField: 'namePl',
  demo: () =>
    DEMO_MEDALS.map((medal, i) => ({
      ...medal,
      imageUrl: `/files/medals/${medal.medalKey}.png`,
      // Two retired medals, so the In-Active tab has rows.
      isActive: i < DEMO_MEDALS.length - 2,
      sortOrder: i + 1,
    })),
});
