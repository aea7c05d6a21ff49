// Amounts as the Polish site prints them: "1234,50 zł", "12 345,00 zł", course "3,25", "5%".
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
