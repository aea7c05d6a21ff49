// v1/placements on the resource engine: tabs active / inactive / expired derived from isActive and the dates,
// search by name and title; places and screens stored as jsonb lists of { key, value }.
import { placementsModule } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';
// The demo rows' texts, each with its home placement key (home, live, sport); dates, screens and switches below.
import DEMO_PLACEMENTS from './demo-rows.json';

const day = 24 * 3600_000;

export const placementsResource = defineResource({
  module: placementsModule,
  table: 'placements',
  jsonFields: ['places', 'screens'],
  searchFields: ['placementName', 'pl_title'],
  status: { active: 'isActive', startsAt: 'dateFrom', endsAt: 'dateTill' },
  userColumns: true,
  fileFields: ['pl_imageUrl'],
  nameField: 'placementName',
  demo: (now) =>
    DEMO_PLACEMENTS.map(({ placementName, pl_title, pl_subTitle, place }, i) => ({
      placementName,
      pl_title,
      pl_subTitle,
      dateFrom: new Date(now.getTime() - (10 + i) * day).toISOString(),
      // The last two ended already (Expired tab); two are switched off (In-Active tab).
      dateTill: i >= 10 ? new Date(now.getTime() - (i - 9) * day).toISOString() : new Date(now.getTime() + (40 + i) * day).toISOString(),
      places: [{ key: place, value: String((i % 3) + 1) }],
      screens: i % 2 === 0 ? [{ key: 'desktop', value: 'right-column' }, { key: 'mobile', value: 'top' }] : [{ key: 'mobile', value: 'top' }],
      isActive: i !== 4 && i !== 8,
      pl_imageUrl: `/files/placements/placement-${i + 1}.png`,
      pl_imageAltText: pl_title,
    })),
});
