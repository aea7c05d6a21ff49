// Amounts as the Polish site prints them: "1234,50 zł", "12 345,00 zł", course and odds "3,25", "5%". One format
// on the whole coupon: a bet's odds typed "2.10" are drawn "2,10" like the course beside them.
const money = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const decimal = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** @example formatZloty(1234.5) // "1234,50 zł" (pl-PL groups from five digits: "12 345,00 zł") */
export function formatZloty(amount: number): string {
  return `${money.format(amount)}\u00a0zł`;
}

/** @example formatCourse(3.2) // "3,20" */
export function formatCourse(course: number): string {
  return decimal.format(course);
}

/** @example formatPercent(7.5) // "7,5%" */
export function formatPercent(value: number): string {
  return `${percent.format(value)}%`;
}

// A plain number with either decimal mark: "2.10", "2,1", "3". Anything else ("1X2", "+1.5 gola") is a label.
const PLAIN_NUMBER = /^\d+(?:[.,]\d+)?$/;

/** A bet's value: odds in the course's format, other text as typed. @example formatBetValue('2.1') // "2,10" */
export function formatBetValue(value: string): string {
  const trimmed = value.trim();
  return PLAIN_NUMBER.test(trimmed) ? formatCourse(Number(trimmed.replace(',', '.'))) : value;
}
