// Promotion: an offer of the site's promotions page — name, per language (pl, en, uk; Polish
// required) a short description, a long description (rich text) and the text a winner reads, the betting link,
// how many bets take part, icon (160x160) and image (820x260), rank, the window of dates and the minimum odds.
// Every listed field is required.
import * as v from 'valibot';
import { labelled, maxLength, maxValue, minValue, optionalString, requiredDateTime, requiredNumber, requiredString, htmlHasText, htmlRequired, messages, CONTENT_LANGUAGES, LANGUAGE_NAMES, REQUIRED_LANGUAGE, languageField, type ContentLanguage, type ListSpec, CRUD_FORMS, defineModule, modulePermission, FILE_FOLDERS, fileReference, fileReferencePath, siteLink, tillAfterFrom, IMAGE_SIZES } from '@backoffice/validation';
import type { StoredRecord } from './stored';

/** The texts of a promotion that each language has: `pl_shortDescription`, `en_longDescription` … */
export const PROMOTION_TEXT_FIELDS = ['shortDescription', 'longDescription', 'wonInfo'] as const;
type TextField = (typeof PROMOTION_TEXT_FIELDS)[number];
/** The rich-text (HTML) fields, cleaned on the server before they are stored. */
export const PROMOTION_HTML_FIELDS = CONTENT_LANGUAGES.map((language) => languageField(language, 'longDescription'));
export const PROMOTION_TEXT_LABELS: Readonly<Record<TextField, string>> = {
  shortDescription: 'Short description',
  longDescription: 'Long description',
  wonInfo: 'Won info',
};
const TEXT_MAX: Readonly<Record<TextField, number>> = { shortDescription: 300, longDescription: 20_000, wonInfo: 500 };

export const NOT_IN_FOLDER = (folder: string) => `The image must be stored in the ${folder} folder`;
const inFolder = (folder: string) => [
  fileReference(),
  v.check<string, string>((reference) => fileReferencePath(reference)?.startsWith(`${folder}/`) ?? false, NOT_IN_FOLDER(folder)),
] as const;

/** Decimal odds as the sportsbook quotes them: at least 1.01, two decimals. */
const oddsField = () =>
  requiredNumber('Minimum odds', minValue(1.01), maxValue(1000), v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, messages.invalid('odds')));

const textOf = (language: ContentLanguage, field: TextField) => {
  const label = PROMOTION_TEXT_LABELS[field];
  if (language === REQUIRED_LANGUAGE) {
    return field === 'longDescription' ? requiredString(label, maxLength(TEXT_MAX[field]), htmlRequired(label)) : requiredString(label, maxLength(TEXT_MAX[field]));
  }
  return optionalString(maxLength(TEXT_MAX[field]));
};

const languageEntries = Object.fromEntries(
  CONTENT_LANGUAGES.flatMap((language) => PROMOTION_TEXT_FIELDS.map((field) => [languageField(language, field), textOf(language, field)])),
) as Record<`${ContentLanguage}_${TextField}`, ReturnType<typeof textOf>>;

const filled = (field: string, value: unknown) =>
  typeof value === 'string' && (field.endsWith('_longDescription') ? htmlHasText(value) : value.trim() !== '');

// An optional language comes whole: once one of its texts is typed, the player would see the others empty.
const wholeLanguage = CONTENT_LANGUAGES.filter((language) => language !== REQUIRED_LANGUAGE).flatMap((language) => {
  const fields = PROMOTION_TEXT_FIELDS.map((field) => languageField(language, field));
  return PROMOTION_TEXT_FIELDS.map((field) => {
    const own = languageField(language, field);
    const check = v.partialCheck(
      fields.map((f) => [f]) as never,
      (record: Record<string, unknown>) => filled(own, record[own]) || !fields.some((f) => filled(f, record[f])),
      messages.required(`${LANGUAGE_NAMES[language]} ${PROMOTION_TEXT_LABELS[field].toLowerCase()}`),
    );
    return v.forward(check, [own] as never) as unknown as v.PipeItem<Record<string, unknown>, Record<string, unknown>, v.BaseIssue<unknown>>;
  });
});

const promotionObject = v.strictObject({
  name: requiredString('Name', maxLength(150)),
  ...languageEntries,
  bettingUrl: requiredString('Betting URL', maxLength(500), siteLink()),
  requiredBetCount: requiredNumber('Required bet count', v.integer(messages.invalid('integer')), minValue(1), maxValue(1000)),
  iconUrl: requiredString('Icon', ...inFolder(FILE_FOLDERS.promotionParameterIcons)),
  imageUrl: requiredString('Image', ...inFolder(FILE_FOLDERS.promotions)),
  rank: requiredNumber('Rank', v.integer(messages.invalid('integer')), minValue(1), maxValue(1000)),
  startAt: labelled('Start', requiredDateTime('Start date')),
  endAt: labelled('End', requiredDateTime('End date')),
  config: v.optional(v.strictObject({ minimumOdds: oddsField() }), {}),
});

export const promotionSchema = v.pipe(
  promotionObject,
  ...(wholeLanguage as []),
  tillAfterFrom<v.InferOutput<typeof promotionObject>>('startAt', 'endAt'),
);
export type PromotionInput = v.InferOutput<typeof promotionSchema>;

/** A promotion as the API returns it; `players` counts who joined it. */
export interface Promotion extends PromotionInput, StoredRecord {
  status: 'active' | 'upcoming' | 'expired';
  players: number;
}

// The module: the window of dates decides the tab (there is no active flag in the spec), ranked
// as the site orders its promotions page.
export const promotionsModule = defineModule({
  name: 'promotions',
  folders: [FILE_FOLDERS.promotions, FILE_FOLDERS.promotionParameterIcons],
  images: { imageUrl: IMAGE_SIZES.promotion, iconUrl: IMAGE_SIZES.promotionParameterIcon },
  item: 'Promotion',
  menu: { label: 'Promotions', group: 'main', order: 90 },
  // eslint-disable-next-line no-restricted-syntax -- the definition declares the one permission the product spells otherwise
  access: { group: 'promotion', actions: [{ action: 'players', permission: 'promotion_users.read' }] },
  api: { base: 'admin', path: 'promotions' },
  schema: promotionSchema,
  list: {
    tabs: [
      { value: 'active', label: 'Active' },
      { value: 'upcoming', label: 'Upcoming' },
      { value: 'expired', label: 'Expired' },
      { value: 'all', label: 'All' },
    ],
    searchable: true,
    sortable: ['name', 'rank', 'startAt', 'endAt'],
    defaultSort: { field: 'rank', order: 'asc' },
  },
  forms: { ...CRUD_FORMS, clone: 'clone/:id' },
  remote: { app: 'content', expose: 'Promotions', file: 'promotions/index.tsx' },
  preview: { app: 'content', expose: 'PromotionPreview', file: 'promotions/PromotionPreview.tsx', path: '/promotion/preview', label: 'Promotion Preview' },
});

/** The permission of the joined-players view. */
export const PROMOTION_PLAYERS_PERMISSION = modulePermission(promotionsModule, 'players')!;

/** A player who joined a promotion, with their progress towards its required bet count. */
export interface PromotionPlayer {
  id: number;
  playerId: number;
  login: string;
  firstName: string;
  lastName: string;
  email: string;
  joinedAt: string;
  betCount: number;
  completedAt: string | null;
  status: 'completed' | 'in-progress';
}

/** The joined-players list of one promotion (GET v1/promotions/{id}/users), in the one list contract. */
export const PROMOTION_PLAYERS_LIST: ListSpec = {
  tabs: [
    { value: 'all', label: 'All' },
    { value: 'completed', label: 'Completed' },
    { value: 'in-progress', label: 'In progress' },
  ],
  searchable: true,
  sortable: ['joinedAt', 'login', 'betCount', 'completedAt'],
  defaultSort: { field: 'joinedAt', order: 'desc' },
};
