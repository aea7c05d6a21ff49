// Medal: a player achievement of the site (file folder "medals", image 33x46). No fields were
// given; these are what a real medal needs (docs/decisions.md): a stable key the awarding engine refers to, the
// name and description shown to players in pl / en / uk (Polish required), the rule that earns it in words for
// staff, the 33x46 badge, an active flag and a sort order.
import * as v from 'valibot';
import { maxLength, minValue, optionalString, requiredNumber, requiredString, messages, fileReference, CRUD_FORMS, defineModule, FILE_FOLDERS, IMAGE_SIZES, ACTIVE_INACTIVE_TABS, activeField } from '@backoffice/validation';
import type { StoredRecord, SwitchStatus } from './stored';

/** A medal's key: lowercase words joined by hyphens (first-win, ekstraklasa-expert). */
export const MEDAL_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const name = optionalString(maxLength(60));
const description = optionalString(maxLength(300));

export const medalSchema = v.strictObject({
  medalKey: requiredString('Key', maxLength(50), v.check((key) => !key.trim() || MEDAL_KEY.test(key), messages.invalid('key'))),
  namePl: requiredString('Polish name', maxLength(60)),
  nameEn: name,
  nameUk: name,
  descriptionPl: description,
  descriptionEn: description,
  descriptionUk: description,
  rule: requiredString('Rule', maxLength(500)),
  imageUrl: v.pipe(requiredString('Image'), fileReference()),
  isActive: activeField(),
  sortOrder: requiredNumber('Sort order', v.integer(messages.invalid('integer')), minValue(0), v.maxValue(1_000_000, messages.maxValue(1_000_000))),
});
export type MedalInput = v.InferOutput<typeof medalSchema>;

/** A medal as the API returns it. */
export interface Medal extends MedalInput, StoredRecord {
  status: SwitchStatus;
}

// The module: tabs active / inactive (the spec names none), sorted by sort order; default success texts.
// Guarded by the medals permission group of the spec (a signed-in-only module enforced none of them).
export const medalsModule = defineModule({
  name: 'medals',
  folders: [FILE_FOLDERS.medals],
  images: { imageUrl: IMAGE_SIZES.medal },
  item: 'Medal',
  menu: { label: 'Medals', group: 'main', order: 300 },
  access: { group: 'medals' },
  api: { base: 'admin', path: 'medals' },
  schema: medalSchema,
  list: {
    tabs: ACTIVE_INACTIVE_TABS,
    searchable: true,
    sortable: ['namePl', 'medalKey', 'sortOrder'],
    defaultSort: { field: 'sortOrder', order: 'asc' },
  },
  forms: CRUD_FORMS,
  remote: { app: 'content', expose: 'Medals', file: 'medals/index.tsx' },
});
