import type { Page } from '@playwright/test';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Types a date and time into one picker, section by section, so it works whatever order the field shows them in
 * (day first on most forms, month first where the spec asks for month-day-year).
 */
export async function typeDateTime(page: Page, label: string, when: Date) {
  const group = page.getByRole('group', { name: new RegExp(`^${label}`) });
  const parts: [string, string][] = [
    ['Day', two(when.getDate())],
    ['Month', two(when.getMonth() + 1)],
    ['Year', String(when.getFullYear())],
    ['Hours', two(when.getHours())],
    ['Minutes', two(when.getMinutes())],
  ];
  for (const [section, digits] of parts) {
    await group.getByRole('spinbutton', { name: section }).click();
    await page.keyboard.type(digits);
  }
}
