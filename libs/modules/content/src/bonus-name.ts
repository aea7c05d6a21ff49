// Bonus rename (route /bonus-rename, permissions bonusRename.*): the name players see for one of the bonus
// engine's bonuses — the engine's bonus id and its own name, the displayed name per language (Polish required,
// English and Ukrainian optional) and whether the displayed name is used.
import * as v from 'valibot';
import { labelled, maxLength, optionalString, requiredString, messages, CRUD_FORMS, defineModule, activeField } from '@backoffice/validation';
import type { StoredRecord } from './stored';

/** The answer to a second displayed name for the same bonus (409 on the bonus id). */
export const BONUS_NAME_TAKEN = 'This bonus already has a displayed name';

export const bonusNameSchema = v.strictObject({
  bonusId: requiredString('Bonus id', maxLength(40), v.check((s) => s.trim() === '' || /^[A-Za-z0-9_-]+$/.test(s), messages.invalid('id'))),
  originalName: requiredString('Original name', maxLength(200)),
  namePl: requiredString('Displayed name (pl)', maxLength(200)),
  nameEn: labelled('Displayed name (en)', optionalString(maxLength(200))),
  nameUk: labelled('Displayed name (uk)', optionalString(maxLength(200))),
  isActive: activeField(),
});
export type BonusNameInput = v.InferOutput<typeof bonusNameSchema>;

/** A displayed bonus name as the API returns it. */
export type BonusName = BonusNameInput & StoredRecord;

// The spec gives the list route only: a searchable list without tabs, and add / edit/{id} / view/{id} as elsewhere.
export const bonusRenameModule = defineModule({
  name: 'bonus-rename',
  item: 'Bonus name',
  menu: { label: 'Bonus Rename', group: 'main', order: 200 },
  access: { group: 'bonusRename' },
  api: { base: 'admin', path: 'bonus-rename' },
  schema: bonusNameSchema,
  list: {
    searchable: true,
    sortable: ['bonusId', 'originalName', 'namePl'],
    defaultSort: { field: 'originalName', order: 'asc' },
  },
  forms: CRUD_FORMS,
  remote: { app: 'content', expose: 'BonusRename', file: 'bonus-rename/index.tsx' },
});
