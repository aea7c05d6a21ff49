// Payout message: a notice shown to players whose payout goes to one bank — its text, the bank
// (from the built-in list, libs/validation banks.ts), an active flag and an optional window of dates.
import * as v from 'valibot';
import { labelled, maxLength, requiredString, selectRequired, BANK_IDS, defineModule, optionalDateTime, tillAfterFrom, activeField } from '@backoffice/validation';
import type { StoredRecord, WindowStatus } from './stored';

const dateTime = optionalDateTime();

export const payoutMessageSchema = v.pipe(
  v.strictObject({
    message: requiredString('Text', maxLength(1000)),
    bankId: selectRequired('bank', BANK_IDS),
    isActive: activeField(),
    startDate: labelled('From', dateTime),
    tillDate: labelled('Till', dateTime),
  }),
  tillAfterFrom('startDate', 'tillDate'),
);
export type PayoutMessageInput = v.InferOutput<typeof payoutMessageSchema>;

/** A payout message as the API returns it: the bank's name and NRB codes come from the bank list. */
export interface PayoutMessage extends PayoutMessageInput, StoredRecord {
  bankName: string;
  bankNumber: string[];
  status: WindowStatus;
}

// The module: App Setting, tabs all / expired, the spec's own success texts.
export const payoutMessagesModule = defineModule({
  name: 'payout-message',
  item: 'Payout message',
  menu: { label: 'Payout Message', group: 'app-setting', order: 260 },
  access: 'signed-in',
  api: { base: 'admin', path: 'payout-messages' },
  schema: payoutMessageSchema,
  messages: {
    created: 'Payout messages was created successfully',
    updated: 'Payout messages was updated successfully',
    deleted: 'Payout message was deleted successfully',
  },
  list: {
    tabs: [
      { value: 'all', label: 'All' },
      { value: 'expired', label: 'Expired' },
    ],
    searchable: true,
    sortable: ['message', 'startDate', 'tillDate'],
    defaultSort: { field: 'startDate', order: 'desc' },
  },
  forms: { add: 'create', edit: 'edit/:id', preview: 'preview/:id' },
  remote: { app: 'content', expose: 'PayoutMessages', file: 'payout-messages/index.tsx' },
});
