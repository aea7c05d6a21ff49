import { formatCourse, formatPercent, formatZloty } from './format';

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
});
