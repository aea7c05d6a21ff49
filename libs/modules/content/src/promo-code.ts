// Promo code (routes /promo-code, permissions promocode.*, API v1/promo-code): a code players type at registration or
// deposit — the code, what it is for, the bonus it gives, its validity window, how often it may be used, active.
// How many times it was used is counted by the site and only shown here (decisions.md).
import * as v from 'valibot';
import { labelled, maxLength, maxValue, minLength, minValue, optionalNumber, requiredNumber, requiredString, selectRequired, messages, CRUD_FORMS, defineModule, firstIssueOnly, ACTIVE_INACTIVE_EXPIRED_TABS, optionalDateTime, tillAfterFrom, activeField } from '@backoffice/validation';
import { PROMO_CODE_PATTERN } from '@backoffice/validation';
import type { StoredRecord, WindowStatus } from './stored';

/** A code holds letters A-Z and digits only, as the landing pages' promo codes (PROMO_CODE_PATTERN); stored upper-case. */
export const PROMO_CODE_FORMAT = 'Code may hold only letters A-Z and digits, without spaces';
/** The answer to a code that another promo code already has (409 on the code). */
export const PROMO_CODE_TAKEN = 'A promo code with this code already exists';

/** The answer to a usage limit lowered below the uses so far (the server knows them). */
export const usageLimitBelowUses = (uses: number) => `The code was used ${uses} times already: the limit cannot be lower`;

/** Where a player enters the code. */
export const PROMO_CODE_REDEEM_AT = [
  { value: 'registration', label: 'Registration' },
  { value: 'deposit', label: 'Deposit' },
] as const;

/** The kinds of bonus a code gives; the percent kinds are at most 100. */
export const PROMO_BONUS_TYPES = [
  { value: 'deposit_percent', label: 'Deposit bonus (%)', percent: true },
  { value: 'cash', label: 'Cash bonus (PLN)', percent: false },
  { value: 'freebet', label: 'Freebet (PLN)', percent: false },
  { value: 'odds_boost', label: 'Odds boost (%)', percent: true },
] as const;
export type PromoBonusType = (typeof PROMO_BONUS_TYPES)[number]['value'];
const PERCENT_TYPES: readonly string[] = PROMO_BONUS_TYPES.filter((t) => t.percent).map((t) => t.value);

/** A money or percent amount: above 0, at most two decimals. */
const amount = (field: string) =>
  requiredNumber(field, minValue(0.01), maxValue(100_000), v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, messages.invalid('amount')));

export const promoCodeSchema = v.pipe(
  v.strictObject({
    // Typed in lower case it is stored upper-case; a space or any other sign is refused.
    code: firstIssueOnly(requiredString('Code', v.trim(), v.toUpperCase(), minLength(3), maxLength(32), v.regex(PROMO_CODE_PATTERN, PROMO_CODE_FORMAT))),
    description: requiredString('Description', maxLength(500)),
    redeemAt: labelled('Entered at', selectRequired('where the code is entered', PROMO_CODE_REDEEM_AT.map((r) => r.value))),
    bonusType: selectRequired('bonus type', PROMO_BONUS_TYPES.map((t) => t.value)),
    bonusValue: amount('Bonus value'),
    minDeposit: labelled('Minimum deposit (PLN)', optionalNumber(minValue(0), maxValue(100_000))),
    validFrom: labelled('Valid from', optionalDateTime()),
    validTill: labelled('Valid till', optionalDateTime()),
    usageLimit: labelled('Usage limit', optionalNumber(v.integer(messages.invalid('integer')), minValue(1), maxValue(10_000_000))),
    isActive: activeField(),
  }),
  v.forward(
    v.partialCheck([['bonusType'], ['bonusValue']], (c) => !PERCENT_TYPES.includes(String(c.bonusType)) || c.bonusValue <= 100, messages.maxValue(100)),
    ['bonusValue'],
  ),
  tillAfterFrom('validFrom', 'validTill'),
);
export type PromoCodeInput = v.InferOutput<typeof promoCodeSchema>;

/** A promo code as the API returns it: with the uses so far (read-only) and its derived status. */
export interface PromoCode extends PromoCodeInput, StoredRecord {
  usesCount: number;
  status: WindowStatus;
}

// Routes /promo-code, add, edit/{id}, view/{id}; tabs Active / In-Active / Expired from
// the active flag and the validity window, as the other dated modules.
export const promoCodesModule = defineModule({
  name: 'promo-code',
  item: 'Promo code',
  menu: { label: 'Promo Code', group: 'main', order: 160 },
  access: { group: 'promocode' },
  api: { base: 'admin', path: 'promo-code' },
  schema: promoCodeSchema,
  list: {
    tabs: ACTIVE_INACTIVE_EXPIRED_TABS,
    searchable: true,
    sortable: ['code', 'bonusValue', 'validFrom', 'validTill', 'usesCount'],
    defaultSort: { field: 'validFrom', order: 'desc' },
  },
  forms: CRUD_FORMS,
  remote: { app: 'content', expose: 'PromoCodes', file: 'promo-codes/index.tsx' },
});
