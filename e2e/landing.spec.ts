import type { Page } from '@playwright/test';
import { apiToken, expect, ports, signedInAs, test } from './fixtures';

const content = (path: string) => `http://localhost:${ports.api}/api/${path}`;

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const res = await fetch(content(path), {
    method,
    headers: { 'x-access-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as { data: T };
  return { status: res.status, data: json.data };
}

const config = (code: string) => ({
  affiliateLink: { username: `partner_${code}`, promo_code: 'E2E100', link_code: code },
  permanentPromotion: { id: 1, name: 'Bonus powitalny 100% do 500 zł', landing_page_url: 'https://www.example.pl/promocje/bonus-powitalny' },
  hero: { headline: 'Nagłówek e2e' },
});

const row = (page: Page, code: string) => page.getByRole('row', { name: new RegExp(`\\b${code}\\b`) });

async function openTab(page: Page, tab: 'Published' | 'Draft' | 'Deleted', search: string) {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByLabel('Search').fill(search);
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

async function confirmYes(page: Page, text: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(text)).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();
}

/** Types a date and time into the picker's sections: day, month, year, hours, minutes (en-gb). */
async function typeDateTime(page: Page, when: Date) {
  const two = (n: number) => String(n).padStart(2, '0');
  await page.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(`${two(when.getDate())}${two(when.getMonth() + 1)}${when.getFullYear()}${two(when.getHours())}${two(when.getMinutes())}`);
}

for (const email of ['admin@example.com', 'editor@example.com']) {
  test(`${email} creates, publishes, unpublishes with a republish time, deletes, restores and bulk-edits landing pages`, async ({ page }) => {
    const code = `e2e-${email.split('@')[0]}-${Date.now().toString(36)}`;
    await signedInAs(page, email, '/landing-pages');
    await expect(page.getByRole('heading', { name: 'Landing Pages' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Published' })).toHaveAttribute('aria-selected', 'true');

    // Create through the form, choosing the promotion by search.
    await page.getByRole('link', { name: 'Create Landing Page' }).click();
    await expect(page).toHaveURL(/\/landing-pages\/add$/);
    await page.getByLabel('Partner').fill(`partner_${code}`);
    await page.getByLabel('Promo code').fill('e2e50');
    await page.getByLabel('Link code').fill(code);
    await page.getByRole('combobox', { name: 'Permanent promotion' }).fill('freebet');
    await page.getByRole('option', { name: 'Freebet 50 zł na start' }).click();
    await expect(page.getByLabel('Landing page URL')).toHaveValue('https://www.example.pl/promocje/freebet-na-start');
    await page.getByLabel(/^Headline/).fill('Odbierz freebet 50 zł');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    // A new page is a draft: the list opens on the tab it is on.
    await expect(page).toHaveURL(/\/landing-pages\?tab=draft$/);
    await expect(page.getByText('Landing page created successfully')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Draft' })).toHaveAttribute('aria-selected', 'true');

    // Draft → published (no date).
    await openTab(page, 'Draft', code);
    await row(page, code).getByRole('button', { name: /^Publish/ }).click();
    await confirmYes(page, 'Are you sure you want to publish this landing page?');
    await expect(page.getByText('Landing page published successfully')).toBeVisible();
    await openTab(page, 'Published', code);
    await expect(row(page, code)).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveCount(7);

    // Published → draft with a republish time two days ahead on a 15-minute step.
    await row(page, code).getByRole('button', { name: /^Unpublish/ }).click();
    const when = new Date(Date.now() + 2 * 24 * 3600_000);
    when.setMinutes(30, 0, 0);
    await typeDateTime(page, when);
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    // The confirmation states the time as the list shows it, in the browser's zone.
    const two = (n: number) => String(n).padStart(2, '0');
    await expect(page.getByText(`republishing is scheduled for ${two(when.getDate())}.${two(when.getMonth() + 1)}.${when.getFullYear()} ${two(when.getHours())}:30`)).toBeVisible();
    await openTab(page, 'Draft', code);
    await expect(page.getByRole('columnheader')).toHaveCount(8);
    await expect(row(page, code)).toContainText(`${two(when.getDate())}.${two(when.getMonth() + 1)}.${when.getFullYear()} ${two(when.getHours())}:30`);

    // Delete, then restore from the deleted tab.
    await row(page, code).getByRole('button', { name: /^Delete/ }).click();
    await confirmYes(page, 'Are you sure you want to delete this landing page?');
    await openTab(page, 'Deleted', code);
    await expect(row(page, code).getByRole('button')).toHaveCount(1);
    await expect(row(page, code).getByRole('link', { name: /^(Edit|View) landing page/ })).toHaveCount(0);
    await row(page, code).getByRole('button', { name: /^Restore/ }).click();
    await confirmYes(page, 'Are you sure you want to restore this landing page?');
    await expect(page.getByText('Landing page restored successfully')).toBeVisible();
    await openTab(page, 'Draft', code);
    await expect(row(page, code)).toBeVisible();

    // Bulk edit this page and a second one.
    const token = await apiToken(email);
    const second = await api<{ id: number }>(token, 'POST', 'landingPages', { config: config(`${code}-b`) });
    expect(second.status).toBe(201);
    // Made outside this page: a reload shows it (the search stays in the URL, the tab is remembered).
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Draft' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('row')).toHaveCount(3);
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('button', { name: 'Bulk edit (2)' }).click();
    await expect(page).toHaveURL(/\/landing-pages\/bulk-edit\?ids=\d+,\d+$/);
    await expect(page.getByRole('heading', { name: 'Bulk edit 2 landing pages' })).toBeVisible();
    await page.getByLabel(/^Headline/).fill('Wspólny nagłówek e2e');
    await page.getByRole('button', { name: 'Save all' }).click();
    await expect(page.getByText('2 landing pages updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/landing-pages$/);
    const ids = await api<{ items: { id: number; config: { hero: { headline: string } } }[] }>(token, 'GET', `landingPages?status=draft&search=${code}`);
    expect(ids.data.items.map((p) => p.config.hero.headline)).toEqual(['Wspólny nagłówek e2e', 'Wspólny nagłówek e2e']);
  });
}

test('viewer@example.com sees the list without create or mutating actions, and the server refuses a forged mutation', async ({ page }) => {
  await signedInAs(page, 'viewer@example.com', '/landing-pages');
  await expect(page.getByRole('heading', { name: 'Landing Pages' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Landing Page' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Bulk edit/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  for (const action of ['Unpublish', 'Publish', 'Edit', 'Delete', 'Restore']) {
    await expect(page.getByRole('button', { name: new RegExp(`^${action} landing page`) })).toHaveCount(0);
    await expect(page.getByRole('link', { name: new RegExp(`^${action} landing page`) })).toHaveCount(0);
  }
  await page.getByRole('tab', { name: 'Draft' }).click();
  await expect(page.getByRole('button', { name: /^Publish landing page/ })).toHaveCount(0);

  // Read-only means no control that changes anything: the page opens to read, with nothing to save.
  await page.getByRole('tab', { name: 'Published' }).click();
  await page.getByRole('link', { name: /^View landing page/ }).first().click();
  await expect(page).toHaveURL(/\/landing-pages\/view\/\d+$/);
  await expect(page.getByLabel('Partner')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: /^(Create|Update|Save)$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Upload|Choose from files|Add slide/ })).toHaveCount(0);

  const token = await apiToken('viewer@example.com');
  const list = await api<{ items: { id: number }[] }>(token, 'GET', 'landingPages?status=published');
  const id = list.data.items[0].id;
  expect((await api(token, 'POST', 'landingPages', { config: config('forged-by-viewer') })).status).toBe(403);
  expect((await api(token, 'PATCH', `landingPages/${id}/status`, { status: 'draft' })).status).toBe(403);
  expect((await api(token, 'DELETE', `landingPages/${id}`)).status).toBe(403);
  // The page the viewer tried to unpublish is still published.
  expect((await api<{ status: string }>(token, 'GET', `landingPages/${id}`)).data.status).toBe('published');
});
