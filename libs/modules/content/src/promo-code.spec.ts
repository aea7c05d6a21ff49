import * as v from 'valibot';
import fc from 'fast-check';
import { PROMO_CODE_FORMAT, promoCodeSchema } from './promo-code';

const issuesOf = (value: unknown) => {
  const r = v.safeParse(promoCodeSchema, value);
  return r.success ? {} : v.flatten(r.issues).nested ?? {};
};
const code = { code: 'BONUS100', description: 'Bonus 100% do 500 zł', redeemAt: 'deposit', bonusType: 'deposit_percent', bonusValue: 100 };

describe('promo code schema', () => {
  it('accepts a code, active and unlimited by default; numeric text and empty optionals as the form sends them', () => {
    expect(v.parse(promoCodeSchema, code)).toMatchObject({ isActive: true, usageLimit: null, minDeposit: null });
    expect(v.parse(promoCodeSchema, { ...code, bonusValue: '50', usageLimit: '1000', minDeposit: '', validTill: '' })).toMatchObject({ bonusValue: 50, usageLimit: 1000, minDeposit: null, validTill: null });
  });

  it('needs the code, description, where it is entered, the bonus type and value', () => {
    expect(issuesOf({})).toEqual({
      code: ['Code is required!'],
      description: ['Description is required!'],
      redeemAt: ['please select where the code is entered'],
      bonusType: ['please select bonus type'],
      bonusValue: ['Bonus value is required!'],
    });
  });

  it('takes letters A-Z and digits only, no spaces, and stores them upper-case', () => {
    for (const bad of ['BONUS 100', 'BONUS-100', 'ŻUBR', 'BONUS_1']) expect(issuesOf({ ...code, code: bad })).toEqual({ code: [PROMO_CODE_FORMAT] });
    expect(issuesOf({ ...code, code: 'AB' })).toEqual({ code: ['must be longer than 2 characters!'] });
    expect(v.parse(promoCodeSchema, { ...code, code: ' bonus100 ' }).code).toBe('BONUS100');
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9]{3,32}$/), (good) => expect(v.parse(promoCodeSchema, { ...code, code: good }).code).toBe(good.toUpperCase())));
  });

  it('keeps percent bonuses at most 100 and amounts above 0 with two decimals', () => {
    expect(issuesOf({ ...code, bonusValue: 150 })).toEqual({ bonusValue: ['must be less than or equal to 100!'] });
    expect(issuesOf({ ...code, bonusType: 'cash', bonusValue: 150 })).toEqual({});
    expect(issuesOf({ ...code, bonusType: 'freebet', bonusValue: 0 })).toEqual({ bonusValue: ['must be greater than or equal to 0.01!'] });
    expect(issuesOf({ ...code, bonusType: 'freebet', bonusValue: 10.005 })).toEqual({ bonusValue: ['must be a valid amount!'] });
  });

  it('keeps the till after the from (the shared window rule) and the usage limit a whole number from 1', () => {
    expect(issuesOf({ ...code, validFrom: '2026-12-02T10:00:00.000Z', validTill: '2026-12-01T10:00:00.000Z' })).toEqual({ validTill: ['must be after the start date!'] });
    expect(issuesOf({ ...code, usageLimit: 0 })).toEqual({ usageLimit: ['must be greater than or equal to 1!'] });
    expect(issuesOf({ ...code, usageLimit: '2.5' })).toEqual({ usageLimit: ['must be a valid integer!'] });
    expect(issuesOf({ ...code, usageLimit: 'dużo' })).toEqual({ usageLimit: ['must be a valid number!'] });
  });

  it('refuses what the server keeps: the uses so far', () => {
    expect(v.safeParse(promoCodeSchema, { ...code, usesCount: 5 }).success).toBe(false);
  });
});
