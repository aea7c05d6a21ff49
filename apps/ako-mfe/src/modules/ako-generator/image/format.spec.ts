import { formatBetValue, formatCourse, formatPercent, formatZloty } from './format';

describe('coupon number formats', () => {
  it('prints złoty the Polish way', () => {
    expect(formatZloty(10)).toBe('10,00\u00a0zł');
    expect(formatZloty(12345.5)).toBe('12\u00a0345,50\u00a0zł');
  });

  it('prints the course with two decimals and the percentage without trailing zeros', () => {
    expect(formatCourse(3.2)).toBe('3,20');
    expect(formatPercent(5)).toBe('5%');
    expect(formatPercent(7.5)).toBe('7,5%');
  });

  it('prints a bet\'s odds like the course, with a decimal comma, and leaves other values as typed', () => {
    expect(formatBetValue('2.10')).toBe('2,10');
    expect(formatBetValue('2,1')).toBe('2,10');
    expect(formatBetValue(' 3 ')).toBe('3,00');
    expect(formatBetValue('1X2')).toBe('1X2');
    expect(formatBetValue('+1.5 gola')).toBe('+1.5 gola');
  });
});
