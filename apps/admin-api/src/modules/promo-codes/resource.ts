// v1/promo-code on the resource engine: tabs active / inactive / expired from isActive and the validity window,
// search in the code and the description, a taken code → 409 on the code; the uses so far only shown.
import { PROMO_CODE_TAKEN, promoCodesModule, usageLimitBelowUses } from '@backoffice/modules-content';
import { HttpError } from '../../http/errors';
import { defineResource } from '../../resource/definition';

const day = 24 * 3600_000;
// code, description, where, bonus type, value, min deposit, usage limit, uses so far
type Demo = [string, string, 'registration' | 'deposit', string, number, number | null, number | null, number];
const CODES: Demo[] = [
  ['START100', 'Bonus 100% od pierwszego depozytu do 500 zł', 'registration', 'deposit_percent', 100, 20, null, 1874],
  ['FREEBET20', 'Freebet 20 zł za rejestrację z weryfikacją konta', 'registration', 'freebet', 20, null, 5000, 3120],
  ['EKSTRAKLASA', 'Freebet 10 zł na mecze Ekstraklasy', 'deposit', 'freebet', 10, 50, 2000, 611],
  ['MUNDIAL2026', 'Bonus 50% do 300 zł na start Mistrzostw Świata', 'deposit', 'deposit_percent', 50, 30, 10000, 245],
  ['LIVE25', 'Kurs podwyższony o 25% na jeden zakład na żywo', 'deposit', 'odds_boost', 25, 20, null, 932],
  ['ZUZEL15', 'Freebet 15 zł na PGE Ekstraligę', 'deposit', 'freebet', 15, 40, 1500, 88],
  ['POWROT50', 'Bonus 50 zł dla graczy wracających po przerwie', 'deposit', 'cash', 50, 100, 800, 402],
  ['KOSZ10', 'Kurs podwyższony o 10% na zakłady na koszykówkę', 'deposit', 'odds_boost', 10, 20, null, 57],
  ['VIP200', 'Bonus 200 zł dla klubu VIP', 'deposit', 'cash', 200, 500, 100, 12],
  ['SKOKI', 'Freebet 5 zł na Turniej Czterech Skoczni', 'deposit', 'freebet', 5, 20, 3000, 0],
  ['LATO2026', 'Letni bonus 25% do 200 zł', 'deposit', 'deposit_percent', 25, 50, 4000, 3987],
  ['WIOSNA25', 'Wiosenny freebet 25 zł', 'registration', 'freebet', 25, null, 2500, 2500],
];

export const promoCodesResource = defineResource({
  module: promoCodesModule,
  table: 'promo_codes',
  searchFields: ['code', 'description'],
  status: { active: 'isActive', startsAt: 'validFrom', endsAt: 'validTill' },
  userColumns: true,
  unique: [{ constraint: 'promo_codes_code_key', field: 'code', message: PROMO_CODE_TAKEN }],
  serverFields: ['usesCount'],
  // The engine documents the bookkeeping (createdBy, updatedBy, the list's status); the uses so far are added here.
  recordFields: { usesCount: { type: 'integer', minimum: 0, readOnly: true } },
  nameField: 'code',
  // A limit below the uses so far would end the code silently; staff switch it off instead.
  beforeWrite: (input, { existing }) => {
    const uses = Number(existing?.usesCount ?? 0);
    if (input.usageLimit !== null && input.usageLimit < uses) {
      const message = usageLimitBelowUses(uses);
      throw new HttpError(400, message, { usageLimit: [message] });
    }
    return input;
  },
  demo: (now) =>
    CODES.map(([code, description, redeemAt, bonusType, bonusValue, minDeposit, usageLimit, usesCount], i) => ({
      code,
      description,
      redeemAt,
      bonusType,
      bonusValue,
      minDeposit,
      usageLimit,
      usesCount,
      validFrom: new Date(now.getTime() - (20 - i) * day).toISOString(),
      // The last two ended already (Expired tab); two are switched off (In-Active tab).
      validTill: i >= 10 ? new Date(now.getTime() - (i - 9) * day).toISOString() : new Date(now.getTime() + (40 + i * 5) * day).toISOString(),
      isActive: i !== 6 && i !== 8,
    })),
});
