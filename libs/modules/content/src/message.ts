// Message: a message players find in their account (the site's inbox and its pop-up) — a name, the
// audience (everyone, or the players named in an uploaded CSV/TXT or typed by hand; when sent to everyone the
// named players are the ones left out), an optional promotion and icon, a window of dates, active, and per language
// (pl required, en / uk optional) a title, an image with its alt text, a description (HTML or plain) and a button.
import * as v from 'valibot';
import { labelled, maxItems, maxLength, optionalString, requiredBoolean, requiredString, string, messages, CONTENT_LANGUAGES, LANGUAGE_NAMES, languageField, type ContentLanguage, fileReference, siteLink, tillAfterFrom, ACTIVE_INACTIVE_EXPIRED_TABS, CRUD_FORMS, defineModule, PLAYER_IDS_MAX, PLAYER_ID_PATTERN, parsePlayerIds, FILE_FOLDERS, IMAGE_SIZES, activeField, dateWindowFields } from '@backoffice/validation';
import type { StoredRecord, WindowStatus } from './stored';

/** The spec's texts, word for word. */
export const MESSAGE_TEXTS = {
  usersRequired: 'Provide one or more users to send this message',
  manualUsersRequired: 'Add one or more users to send this message',
  tillRequired: 'If active is true then till date is required!',
} as const;

/** The icon shown beside the message in the player's inbox (the spec's `iconId`; the list is ours, docs/decisions.md). */
export const MESSAGE_ICONS = [
  { value: 'info', label: 'Information' },
  { value: 'gift', label: 'Gift' },
  { value: 'freebet', label: 'Freebet' },
  { value: 'cashback', label: 'Cashback' },
  { value: 'trophy', label: 'Trophy' },
  { value: 'warning', label: 'Warning' },
] as const;
export type MessageIcon = (typeof MESSAGE_ICONS)[number]['value'];

/** The fields of one language's block: `pl_title`, `en_description` … */
export const MESSAGE_LANGUAGE_FIELDS = ['title', 'imageUrl', 'imageAltText', 'isReadyHtml', 'description', 'primaryButtonText', 'primaryButtonLink'] as const;
/** The fields whose content makes a language "filled" (the HTML flag never does). */
export const MESSAGE_CONTENT_FIELDS = ['title', 'imageUrl', 'imageAltText', 'description', 'primaryButtonText', 'primaryButtonLink'] as const;
export const MESSAGE_DESCRIPTION_MAX = 20_000;

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
type Row = Record<string, unknown>;

function languageEntries(language: ContentLanguage) {
  const required = language === 'pl';
  const text = (field: string, max: number) => (required ? requiredString(field, maxLength(max)) : labelled(field, optionalString(maxLength(max))));
  // Each field's label, once: the form shows it after the language ("Polish title"), and so do history and diffs.
  return {
    [languageField(language, 'title')]: text('Title', 200),
    [languageField(language, 'imageUrl')]: labelled('Image', optionalString(fileReference())),
    [languageField(language, 'imageAltText')]: text('Image alt', 200),
    // The Polish block needs its HTML flag; the other languages default to plain text.
    [languageField(language, 'isReadyHtml')]: labelled('Description is HTML', required ? requiredBoolean('HTML flag') : v.optional(v.boolean(), false)),
    [languageField(language, 'description')]: text('Description', MESSAGE_DESCRIPTION_MAX),
    [languageField(language, 'primaryButtonText')]: labelled('Button text', optionalString(maxLength(50))),
    [languageField(language, 'primaryButtonLink')]: labelled('Button link', optionalString(maxLength(500), siteLink())),
  };
}

function languageRules(language: ContentLanguage) {
  const f = (field: string) => languageField(language, field);
  const name = LANGUAGE_NAMES[language];
  const rules = [
    // The button needs both its text and where it leads.
    ruleOn(f('primaryButtonLink'), [f('primaryButtonText'), f('primaryButtonLink')], (r) => !filled(r[f('primaryButtonText')]) || filled(r[f('primaryButtonLink')]), messages.required('Button link')),
    ruleOn(f('primaryButtonText'), [f('primaryButtonText'), f('primaryButtonLink')], (r) => !filled(r[f('primaryButtonLink')]) || filled(r[f('primaryButtonText')]), messages.required('Button text')),
  ];
  if (language === 'pl') return rules;
  // An optional language is taken whole: once any of its content is there, its title, alt text and description too.
  const content = MESSAGE_CONTENT_FIELDS.map(f);
  const used = (r: Row) => content.some((key) => filled(r[key]));
  return [
    ...rules,
    ruleOn(f('title'), content, (r) => !used(r) || filled(r[f('title')]), messages.required(`${name} title`)),
    ruleOn(f('imageAltText'), content, (r) => !used(r) || filled(r[f('imageAltText')]), messages.required(`${name} image alt`)),
    ruleOn(f('description'), content, (r) => !used(r) || filled(r[f('description')]), messages.required(`${name} description`)),
  ];
}

const playerIdsText = () => v.check<string, string>((text) => text.trim() === '' || parsePlayerIds(text) !== null, messages.invalid('list of player ids'));
const USERS = 'includedExcludedUsers';
const MANUAL = 'includedExcludedUsersStr';

type LanguageEntries = Record<`${ContentLanguage}_${(typeof MESSAGE_LANGUAGE_FIELDS)[number]}`, v.GenericSchema<unknown, string | boolean | null | undefined>>;

const messageObject = v.strictObject({
  messageName: requiredString('Name', maxLength(150)),
  // A promotion the message advertises (its id in the promotions module), and the inbox icon.
  promotionId: labelled('Promotion id', optionalString(maxLength(12), v.regex(PLAYER_ID_PATTERN, messages.invalid('id')))),
  iconId: labelled('Icon', v.optional(v.picklist([...MESSAGE_ICONS.map((icon) => icon.value), ''] as (MessageIcon | '')[], messages.select('icon')), '')),
  sendToAll: requiredBoolean('Send to all'),
  addManually: labelled('Add users manually', v.optional(v.boolean(), false)),
  // Who gets it (not sending to all) or who is left out (sending to all): ids from the file, or parsed from the box.
  includedExcludedUsers: v.optional(
    v.pipe(v.array(string(), messages.invalid('list of player ids')), v.check((ids) => ids.every((id) => PLAYER_ID_PATTERN.test(id)), messages.invalid('list of player ids')), maxItems(PLAYER_IDS_MAX)),
    [],
  ),
  includedExcludedUsersStr: optionalString(maxLength(PLAYER_IDS_MAX * 14), playerIdsText()),
  ...dateWindowFields(),
  isActive: activeField(),
  ...(Object.assign({}, ...CONTENT_LANGUAGES.map(languageEntries)) as LanguageEntries),
});
type Fields = v.InferOutput<typeof messageObject>;

/** A record rule on one field, run as soon as the fields it reads are valid (not only once the whole record is). */
function ruleOn(field: string, reads: readonly string[], holds: (row: Row) => boolean, message: string) {
  // valibot types paths from literal keys; these are the record's own keys, built per language.
  return v.forward(v.partialCheck(reads.map((key) => [key]) as never, holds as never, message), [field] as never) as unknown as v.PipeItem<Fields, Fields, v.BaseIssue<unknown>>;
}

export const messageSchema = v.pipe(
  messageObject,
  ruleOn(USERS, ['sendToAll', 'addManually', USERS], (r) => r.sendToAll === true || r.addManually === true || (Array.isArray(r[USERS]) && r[USERS].length > 0), MESSAGE_TEXTS.usersRequired),
  ruleOn(MANUAL, ['addManually', MANUAL], (r) => r.addManually !== true || filled(r[MANUAL]), MESSAGE_TEXTS.manualUsersRequired),
  ruleOn('dateTill', ['isActive', 'dateTill'], (r) => r.isActive === false || filled(r.dateTill), MESSAGE_TEXTS.tillRequired),
  tillAfterFrom<Fields>('dateFrom', 'dateTill'),
  ...CONTENT_LANGUAGES.flatMap(languageRules),
);
export type MessageInput = v.InferOutput<typeof messageSchema>;

/**
 * The players a message names: typed by hand when adding manually, else the uploaded list.
 * @example audienceIds({ addManually: true, includedExcludedUsersStr: '1, 2' }) // ['1', '2']
 */
export function audienceIds(message: Partial<Pick<Row, 'addManually' | 'includedExcludedUsers' | 'includedExcludedUsersStr'>>): string[] {
  if (message.addManually === true) return parsePlayerIds(String(message.includedExcludedUsersStr ?? '')) ?? [];
  return Array.isArray(message.includedExcludedUsers) ? (message.includedExcludedUsers as string[]) : [];
}

/** Who receives it, in words: "All players", "All players except 3", "3 players". */
export function audienceText(message: Partial<Pick<Row, 'sendToAll' | 'addManually' | 'includedExcludedUsers' | 'includedExcludedUsersStr'>>): string {
  const count = audienceIds(message).length;
  const players = `${count} ${count === 1 ? 'player' : 'players'}`;
  if (message.sendToAll === true) return count === 0 ? 'All players' : `All players except ${players}`;
  return players;
}

/** A message as the API returns it; messageTitle is its Polish title. */
export type Message = MessageInput &
  StoredRecord & {
    messageTitle: string;
    status: WindowStatus;
  };

// The module: list tabs from the active flag and the dates (our choice, docs/decisions.md),
// search by name and titles; clone needs message.create (ModuleRoutes' default for clone).
export const messagesModule = defineModule({
  name: 'messages',
  folders: [FILE_FOLDERS.messages],
  images: { pl_imageUrl: IMAGE_SIZES.defaultImage, en_imageUrl: IMAGE_SIZES.defaultImage, uk_imageUrl: IMAGE_SIZES.defaultImage },
  item: 'Message',
  menu: { label: 'Messages', group: 'main', order: 130 },
  access: { group: 'message' },
  api: { base: 'admin', path: 'messages' },
  schema: messageSchema,
  list: {
    tabs: ACTIVE_INACTIVE_EXPIRED_TABS,
    searchable: true,
    sortable: ['messageName', 'dateFrom', 'dateTill', 'updatedAt'],
    defaultSort: { field: 'updatedAt', order: 'desc' },
  },
  forms: { ...CRUD_FORMS, clone: 'clone/:id' },
  remote: { app: 'content', expose: 'Messages', file: 'messages/index.tsx' },
  preview: { app: 'content', expose: 'MessagePreview', file: 'messages/preview.tsx', path: '/messages/preview', label: 'Message Preview' },
});
