// v1/entertainments on the resource engine: tabs active / inactive / expired derived from isActive and the dates,
// search by name, title and event id; the category is a key/value list (jsonb).
import { entertainmentsModule } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';
// The demo rows' texts, each with its category as a key and a value; dates, order and switches below.
import DEMO_ENTERTAINMENTS from './demo-rows.json';

const day = 24 * 3600_000;

export const entertainmentsResource = defineResource({
  module: entertainmentsModule,
  table: 'entertainments',
  jsonFields: ['category'],
  searchFields: ['entertainmentName', 'pl_title', 'eventId'],
  status: { active: 'isActive', startsAt: 'dateFrom', endsAt: 'dateTill' },
  userColumns: true,
  fileFields: ['pl_imageUrl'],
  nameField: 'entertainmentName',
  demo: (now) =>
    DEMO_ENTERTAINMENTS.map(({ eventGameType, eventId, entertainmentName, key, value, pl_title, pl_subTitle }, i) => ({
      eventGameType,
      eventId,
      entertainmentName,
      category: [{ key, value }],
      pl_title,
      pl_subTitle,
      dateFrom: new Date(now.getTime() - (20 - i) * day).toISOString(),
      // The last two ended already (Expired tab); two are switched off (In-Active tab).
      dateTill: i >= 10 ? new Date(now.getTime() - (i - 9) * day).toISOString() : new Date(now.getTime() + (40 + i) * day).toISOString(),
      sortOrder: i + 1,
      isActive: i !== 4 && i !== 5,
      pl_imageUrl: `/files/entertainments/entertainment-${i + 1}.png`,
    })),
});
