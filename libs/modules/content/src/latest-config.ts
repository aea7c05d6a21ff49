// The latest configuration of the site: one record holding the order of the market types
// (market_types, ids of configMarkets) and the deposit message (payments_*). Two App Setting modules edit it,
// each its own part, with PATCH latestConfig/{id} and the version they loaded (a stale one answers 409).
import * as v from 'valibot';
import { labelled, integer, maxLength, requiredString, messages, defineModule, optionalDateTime, tillAfterFrom } from '@backoffice/validation';

const marketTypeIds = v.pipe(
  v.array(integer(messages.invalid('id'), v.minValue(1, messages.invalid('id'))), messages.required('Market types')),
  v.minLength(1, messages.minItems(1)),
  v.maxLength(1000, messages.maxItems(1000)),
  v.check((ids) => new Set(ids).size === ids.length, 'must list each market type once!'),
);

/** Market types order: the ids of configMarkets, first shown first. */
export const marketTypesOrderSchema = v.strictObject({ market_types: marketTypeIds });
export type MarketTypesOrderInput = v.InferOutput<typeof marketTypesOrderSchema>;

/** Deposit message: text required; the window of dates is optional, till after from. */
export const depositMessageSchema = v.pipe(
  v.strictObject({
    payments_show_status: labelled('Show status', v.optional(v.boolean(), false)),
    // Named as its field is labelled on the form; the spec gives only the rule "text required".
    payments_message: requiredString('Message', maxLength(1000)),
    payments_message_from: labelled('From', optionalDateTime()),
    payments_message_till: labelled('Till', optionalDateTime()),
  }),
  tillAfterFrom('payments_message_from', 'payments_message_till'),
);
export type DepositMessageInput = v.InferOutput<typeof depositMessageSchema>;

const depositEntries = depositMessageSchema.pipe[0].entries;

/** PATCH latestConfig/{id}: the version loaded and either part (or both); each part is checked whole after merging. */
export const latestConfigPatchSchema = v.strictObject({
  version: integer(messages.required('version'), v.minValue(1, messages.minValue(1))),
  market_types: v.optional(marketTypeIds),
  payments_show_status: v.optional(depositEntries.payments_show_status.wrapped),
  payments_message: v.optional(depositEntries.payments_message),
  payments_message_from: depositEntries.payments_message_from,
  payments_message_till: depositEntries.payments_message_till,
});
export type LatestConfigPatch = v.InferOutput<typeof latestConfigPatchSchema>;

/** GET latestConfig */
export interface LatestConfig extends MarketTypesOrderInput {
  id: number;
  payments_show_status: boolean;
  payments_message: string;
  payments_message_from: string | null;
  payments_message_till: string | null;
  version: number;
  updatedAt: string;
}

/** The spec's success text of the deposit message; the market types order's own is not given. */
export const DEPOSIT_MESSAGE_SAVED = 'Deposit message successfully changed.';
export const MARKET_TYPES_ORDER_SAVED = 'Market types order updated successfully';

const latestConfigApi = { base: 'admin', path: 'latestConfig' } as const;

export const marketTypesOrderModule = defineModule({
  name: 'market-types-order',
  item: 'Market types order',
  menu: { label: 'Market Types Order', group: 'app-setting', order: 240 },
  access: 'signed-in',
  api: latestConfigApi,
  remote: { app: 'content', expose: 'MarketTypesOrder', file: 'market-types-order/index.tsx' },
});

export const depositMessageModule = defineModule({
  name: 'deposit-message',
  item: 'Deposit message',
  menu: { label: 'Deposit Message', group: 'app-setting', order: 250 },
  access: 'signed-in',
  api: latestConfigApi,
  remote: { app: 'content', expose: 'DepositMessage', file: 'deposit-message/index.tsx' },
});
