// Bet match: entries that pair an outcome of a sportsbook game with a picture, shown on the site in
// their sort order between entryFrom and entryTill, and the BetMatch Overview block above them (title, description,
// banner). Status follows from isActive and the dates: active (Visible), draft (Pending: starts later), inactive,
// expired (entryTill past).
import * as v from 'valibot';
import { labelled, INTEGER_MAX, integer, maxLength, requiredDateTime, requiredString, selectRequired, messages, fileReference, tillAfterFrom, defineModule, FILE_FOLDERS, IMAGE_SIZES, activeField, sortOrderField } from '@backoffice/validation';
import type { StoredRecord } from './stored';

/** Longest title, description and outcome name of a bet match entry. */
export const BET_MATCH_LIMITS = { title: 10, description: 200, outcomeName: 45 } as const;
export const BET_MATCH_PAGE_SIZE = 20;

/** An id picked from the catalog (event, game, outcome): "please select {field}" until one is. */
const pickedId = (field: string) =>
  v.pipe(
    selectRequired(field),
    v.transform(Number),
    v.check((id) => Number.isInteger(id) && id >= 1, messages.select(field)),
    v.maxValue(INTEGER_MAX, messages.select(field)),
  );

export const betMatchEntrySchema = v.pipe(
  v.strictObject({
    entryName: requiredString('Name', maxLength(100)),
    eventId: pickedId('event'),
    gameId: pickedId('game'),
    outcomeId: pickedId('outcome'),
    outcomeName: requiredString('Outcome name', maxLength(BET_MATCH_LIMITS.outcomeName)),
    entryImage: requiredString('Image', fileReference()),
    entryAltImage: requiredString('Alt image', fileReference()),
    entryFrom: requiredDateTime('From date'),
    entryTill: requiredDateTime('Till date'),
    sortOrder: sortOrderField(),
    isActive: activeField(),
  }),
  tillAfterFrom('entryFrom', 'entryTill'),
);
export type BetMatchEntryInput = v.InferOutput<typeof betMatchEntrySchema>;

export type BetMatchStatus = 'active' | 'draft' | 'inactive' | 'expired';

/** A bet match entry as the API returns it. */
export interface BetMatchEntry extends BetMatchEntryInput, StoredRecord {
  /** The overview it belongs to, set at creation. */
  betmatchId: number;
  status: BetMatchStatus;
}

/** The list's order input: min 1; the server also refuses more than the number of entries. */
export const betMatchOrderSchema = v.strictObject({ order: integer(messages.required('order'), v.minValue(1, messages.minValue(1))) });
export const BET_MATCH_ORDER_CHANGED = 'Order successfully changed';

/** The BetMatch Overview form under the list. */
export const betMatchOverviewSchema = v.strictObject({
  betmatchTitle: requiredString('Title', maxLength(BET_MATCH_LIMITS.title)),
  betmatchDescription: requiredString('Description', maxLength(BET_MATCH_LIMITS.description)),
  betmatchImage: labelled('Image banner', requiredString('Image', fileReference())),
});
export type BetMatchOverviewInput = v.InferOutput<typeof betMatchOverviewSchema>;
export const betMatchOverviewUpdateSchema = v.strictObject({ ...betMatchOverviewSchema.entries, version: integer(messages.required('version'), v.minValue(1, messages.minValue(1))) });

export interface BetMatchOverview extends BetMatchOverviewInput {
  betmatchId: number;
  /** Every entry of every tab: the highest order a row may take. */
  totalEntries: number;
  version: number;
  updatedAt: string;
}
export const BET_MATCH_OVERVIEW_UPDATED = 'BetMatch Overview updated successfully';

export const betMatchModule = defineModule({
  name: 'bet-match',
  folders: [FILE_FOLDERS.betMatch],
  images: { entryImage: IMAGE_SIZES.betMatchEvent, entryAltImage: IMAGE_SIZES.betMatchNewOverview },
  item: 'BetMatch',
  menu: { label: 'Bet Match', group: 'main', order: 230 },
  access: 'signed-in',
  api: { base: 'admin', path: 'betMatchEntries', updateMethod: 'put' },
  schema: betMatchEntrySchema,
  messages: { created: 'BetMatch created successfully', updated: 'BetMatch updated successfully', deleted: 'BetMatch deleted successfully' },
  list: {
    tabs: [
      { value: 'active', label: 'Visible' },
      { value: 'draft', label: 'Pending' },
      { value: 'inactive', label: 'Inactive' },
      { value: 'expired', label: 'Expired' },
    ],
    searchable: true,
    sortable: ['entryFrom', 'entryTill', 'sortOrder', 'entryName'],
    defaultSort: { field: 'sortOrder', order: 'asc' },
    defaultPageSize: BET_MATCH_PAGE_SIZE,
    pageSizeOptions: [20, 50, 100],
    dateFilter: { field: 'entryFrom', tabs: ['draft', 'inactive'] },
  },
  operations: { order: { method: 'PATCH', needs: 'update', schema: betMatchOrderSchema, summary: "Change an entry's sort order (min 1, max the number of entries)" } },
  forms: { add: 'create', edit: 'edit/:id', preview: 'preview/:id' },
  remote: { app: 'content', expose: 'BetMatch', file: 'bet-match/index.tsx' },
});
