// My bet template (the "Comment form"): a comment shown beside a player's bet in "My bets" — its text,
// a link, active, the template type (the bet's state it is meant for) and whether staff may adapt it per bet.
import * as v from 'valibot';
import { labelled, maxLength, optionalString, requiredWithMessage, selectRequired, defineModule, siteLink, activeField } from '@backoffice/validation';
import type { StoredRecord } from './stored';

/** The bet states a template is written for (only on_hold was given; the rest are ours, decisions.md). */
export const MY_BET_TEMPLATE_TYPES = [
  { value: 'won', label: 'Won' },
  { value: 'lost', label: 'Lost' },
  { value: 'on_hold', label: 'On hold' },
  { value: 'cashout', label: 'Cashout' },
  { value: 'void', label: 'Void' },
] as const;
export type MyBetTemplateType = (typeof MY_BET_TEMPLATE_TYPES)[number]['value'];

/** The spec's own messages of the comment form, word for word. */
export const MY_BET_COMMENT_REQUIRED = 'must enter a comment';
export const MY_BET_LINK_REQUIRED = 'Must enter link when active';

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

export const myBetTemplateSchema = v.pipe(
  v.strictObject({
    comment: labelled('Comment', requiredWithMessage(MY_BET_COMMENT_REQUIRED, maxLength(500))),
    link: labelled('Link', optionalString(maxLength(500), siteLink())),
    isActive: activeField(),
    templateType: selectRequired('template type', MY_BET_TEMPLATE_TYPES.map((t) => t.value)),
    isEditable: labelled('Editable', v.optional(v.boolean(), false)),
  }),
  // Link required when active (checked even before a type is chosen) …
  v.forward(v.partialCheck([['link'], ['isActive']], (t) => filled(t.link) || !t.isActive, MY_BET_LINK_REQUIRED), ['link']),
  // … or when the type is not on_hold and the template is editable; one message, never twice.
  v.forward(
    v.partialCheck(
      [['link'], ['isActive'], ['templateType'], ['isEditable']],
      (t) => filled(t.link) || t.isActive || t.templateType === 'on_hold' || !t.isEditable,
      MY_BET_LINK_REQUIRED,
    ),
    ['link'],
  ),
);
export type MyBetTemplateInput = v.InferOutput<typeof myBetTemplateSchema>;

/** A my bet template as the API returns it. */
export type MyBetTemplate = MyBetTemplateInput & StoredRecord;

// Routes /mybet and /mybet/{id}, API v1/mybet/templates; tabs by template type with
// "all" first and the default.
export const myBetModule = defineModule({
  name: 'mybet',
  item: 'My bet template',
  menu: { label: 'My Bet', group: 'main', order: 140 },
  access: { group: 'mybet' },
  api: { base: 'admin', path: 'mybet/templates' },
  schema: myBetTemplateSchema,
  list: {
    tabs: [{ value: 'all', label: 'All' }, ...MY_BET_TEMPLATE_TYPES],
    defaultTab: 'all',
    searchable: true,
    sortable: ['comment', 'templateType'],
    defaultSort: { field: 'templateType', order: 'asc' },
  },
  // The record's one route, /mybet/{id}, edits with mybet.update and shows read-only with mybet.read.,
  forms: { add: 'add', edit: ':id', view: ':id' },
  remote: { app: 'content', expose: 'MyBet', file: 'mybet/index.tsx' },
});
