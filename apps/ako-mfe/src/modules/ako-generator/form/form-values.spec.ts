import { amountText, couponFrom, couponKey, emptyAkoValues, hasData, suggestedAkoBonus, suggestedWinnings, withDecimalComma } from './form-values';

const filled = {
  bets: [{ name: 'Legia - Lech', description: '1X2: 1', value: '1,85' }],
  couponDescription: '<p>Typ</p>',
  course: '3,25',
  stake: '10',
  winnings: '32,50',
  categoryId: 1,
  akoPercent: '5',
  akoBonus: '1,63',
};

describe('form values', () => {
  it('suggests winnings as stake × course plus the bonus, and the bonus as a percentage of it', () => {
    expect(suggestedWinnings({ stake: '10', course: '3,25' })).toBe(32.5);
    expect(suggestedWinnings({ stake: '10', course: '3,25', akoBonus: '1,63' })).toBe(34.13);
    expect(suggestedWinnings({ stake: '', course: '3' })).toBeUndefined();
    expect(suggestedAkoBonus({ stake: '10', course: '3,25', akoPercent: '5' })).toBe(1.63);
    expect(suggestedAkoBonus({ stake: '10', course: '3,25' })).toBeUndefined();
    expect(amountText(34.1)).toBe('34,10');
  });

  it('knows when the form holds data', () => {
    expect(hasData(emptyAkoValues())).toBe(false);
    expect(hasData({ ...emptyAkoValues(), couponDescription: '<p></p>' })).toBe(false);
    expect(hasData({ ...emptyAkoValues(), stake: '5' })).toBe(true);
    expect(hasData({ ...emptyAkoValues(), categoryId: 2 })).toBe(true);
    expect(hasData({ bets: [] })).toBe(true);
    expect(hasData({ bets: [{ name: 'x', description: '', value: '' }] })).toBe(true);
  });

  it('fingerprints the coupon, not how its numbers were typed', () => {
    const a = couponKey(couponFrom(filled));
    expect(a).not.toBeNull();
    expect(couponKey(couponFrom({ ...filled, stake: '10,00' }))).toBe(a);
    expect(couponKey(couponFrom({ ...filled, stake: '11' }))).not.toBe(a);
    expect(couponKey(couponFrom(emptyAkoValues()))).toBeNull();
  });

  it('rewrites a number typed with a point in the Polish format the coupon prints', () => {
    expect(withDecimalComma('2.10')).toBe('2,10');
    expect(withDecimalComma(' 3.5 ')).toBe('3,5');
    expect(withDecimalComma('2,10')).toBe('2,10');
    expect(withDecimalComma('1X2')).toBe('1X2');
    expect(withDecimalComma('+1.5 gola')).toBe('+1.5 gola');
  });
});
