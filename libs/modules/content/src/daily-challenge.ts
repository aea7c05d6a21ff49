// Daily challenge: a challenge with a free bet — promo id, title, description, the sport (from the
// built-in sport list, SPORT_CATEGORIES), country icon, minimum stake / odds / event count, the free bet's value, a
// window of dates, card front and back images with their alts, and the help dialog (title, subtitle, button text
// and its ordered steps). Statuses active (Visible) and inactive follow isActive.
import * as v from 'valibot';
import { labelled, maxLength, minItems, optionalString, requiredDateTime, requiredNumber, requiredString, selectRequired, messages, fileReference, tillAfterFrom, SPORT_CATEGORIES, defineModule, FILE_FOLDERS, IMAGE_SIZES, activeField } from '@backoffice/validation';
import type { StoredRecord, SwitchStatus } from './stored';

export const DAILY_CHALLENGE_PAGE_SIZE = 20;

const whole = (field: string, min: number) => requiredNumber(field, v.integer(messages.invalid('integer')), v.minValue(min, messages.minValue(min)), v.maxValue(2_147_483_647, messages.maxValue(2_147_483_647)));

export const dailyChallengeSchema = v.pipe(
  v.strictObject({
    challengeId: whole('Promo id', 1),
    challengeTitle: requiredString('Title', maxLength(100)),
    challengeDescription: requiredString('Description', maxLength(500)),
    sportCategory: v.pipe(selectRequired('sport', SPORT_CATEGORIES.map((s) => s.id)), v.transform(Number)),
    sportName: requiredString('Sport name', maxLength(100)),
    countryIcon: whole('Country icon', 0),
    minimumStake: requiredString('Minimum stake', maxLength(50)),
    minimumOdds: requiredString('Minimum odds', maxLength(50)),
    eventCount: requiredString('Event count', maxLength(50)),
    freebetValue: requiredNumber('Freebet value', v.minValue(0.01, messages.minValue(0.01)), v.maxValue(1_000_000, messages.maxValue(1_000_000))),
    categoryDescription: requiredString('Category description', maxLength(500)),
    dateFrom: requiredDateTime('From'),
    dateTill: requiredDateTime('Till'),
    isActive: activeField(),
    cardFrontImage: requiredString('Card front image', fileReference()),
    cardFrontAlt: requiredString('Card front alt', maxLength(200)),
    cardBackImage: requiredString('Card back image', fileReference()),
    cardBackAlt: requiredString('Card back alt', maxLength(200)),
    sortOrder: labelled('Sort order', v.optional(v.pipe(v.number(messages.invalid('number')), v.integer(messages.invalid('integer')), v.minValue(0, messages.minValue(0)), v.maxValue(1_000_000, messages.maxValue(1_000_000))), 0)),
    helpTitle: labelled('Help title', optionalString(maxLength(200))),
    helpSubtitle: labelled('Help subtitle', optionalString(maxLength(300))),
    helpButtonText: labelled('Help button text', optionalString(maxLength(50))),
    // The reading where the form's mark holds: at least one dialog step, each with its text (docs/decisions.md).
    helpSteps: v.pipe(
      v.optional(v.array(v.strictObject({ step: requiredString('Step', maxLength(500)) })), []),
      minItems(1),
      v.maxLength(20, messages.maxItems(20)),
    ),
  }),
  tillAfterFrom('dateFrom', 'dateTill'),
);
export type DailyChallengeInput = v.InferOutput<typeof dailyChallengeSchema>;

export interface DailyChallenge extends DailyChallengeInput, StoredRecord {
  status: SwitchStatus;
}

export const dailyChallengesModule = defineModule({
  name: 'daily-challenge',
  folders: [FILE_FOLDERS.dailyChallenges],
  images: { cardFrontImage: IMAGE_SIZES.challengeCard, cardBackImage: IMAGE_SIZES.challengeCard },
  item: 'Daily challenge',
  menu: { label: 'Daily Challenge', group: 'main', order: 30 },
  access: 'signed-in',
  api: { base: 'admin', path: 'dailyChallenges' },
  schema: dailyChallengeSchema,
  list: {
    tabs: [
      { value: 'active', label: 'Visible' },
      { value: 'inactive', label: 'Inactive' },
    ],
    searchable: true,
    sortable: ['challengeTitle', 'dateFrom', 'dateTill', 'sortOrder'],
    defaultSort: { field: 'dateFrom', order: 'desc' },
    defaultPageSize: DAILY_CHALLENGE_PAGE_SIZE,
    pageSizeOptions: [20, 50, 100],
    dateFilter: { field: 'dateFrom' },
  },
  forms: { add: 'create', edit: 'edit/:id', clone: 'clone/:id' },
  remote: { app: 'content', expose: 'DailyChallenges', file: 'daily-challenges/index.tsx' },
});
