import type { Browser, Page } from '@playwright/test';
import { apiToken, expect, ports, signedInAs, test } from './fixtures';

// Live collaboration: two people on one landing page, each in a browser of their own.
async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`http://localhost:${ports.api}/api/${path}`, {
    method,
    headers: { 'x-access-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

interface Landing {
  id: number;
  version: number;
  config: { affiliateLink: { username: string; promo_code: string; link_code: string }; hero: { headline: string; subheadline?: string } } & Record<string, unknown>;
}

const config = (code: string) => ({
  affiliateLink: { username: `partner_${code}`, promo_code: 'LIVE100', link_code: code },
  permanentPromotion: { id: 1, name: 'Bonus powitalny 100% do 500 zł', landing_page_url: 'https://www.example.pl/promocje/bonus-powitalny' },
  hero: { headline: 'Live headline' },
});

async function person(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signedInAs(page, email, path);
  return page;
}

test('a change by one updates the other’s list row at once; presence, soft lock and the merge on the form', async ({ browser }) => {
  const code = `live-${Date.now().toString(36)}`;
  const editorToken = await apiToken('editor@example.com');
  const created = await api<Landing>(editorToken, 'POST', 'landingPages', { config: config(code) });

  // The list: the editor renames the partner; the admin's open list shows it within 2 s, without a reload.
  const admin = await person(browser, 'admin@example.com', `/landing-pages?tab=draft&search=${code}`);
  const row = admin.getByRole('row', { name: new RegExp(`\\b${code}\\b`) });
  await expect(row).toContainText(`partner_${code}`);
  const current = await api<Landing>(editorToken, 'GET', `landingPages/${created.id}`);
  await api(editorToken, 'PATCH', `landingPages/${created.id}`, { config: { ...current.config, affiliateLink: { ...current.config.affiliateLink, username: `renamed_${code}` } }, version: current.version });
  await expect(row).toContainText(`renamed_${code}`, { timeout: 2_000 });

  // The form: the admin edits; the editor opening the same page is told and chooses to edit anyway.
  await admin.goto(`/landing-pages/edit/${created.id}`);
  await admin.getByRole('textbox', { name: 'Subheadline' }).fill('From the admin');
  const editor = await person(browser, 'editor@example.com', `/landing-pages/edit/${created.id}`);
  const lock = editor.getByRole('dialog', { name: /is editing this record$/ });
  await expect(lock).toBeVisible();
  await lock.getByRole('button', { name: 'Edit anyway' }).click();
  await expect(editor.getByRole('status', { name: 'Others on this record' })).toContainText('· editing');
  await expect(admin.getByRole('status', { name: 'Others on this record' })).toBeVisible();

  // The editor changes the headline; the admin saves first; the editor is told at once and merges.
  await editor.getByRole('textbox', { name: 'Headline', exact: true }).fill('From the editor');
  await admin.getByRole('button', { name: 'Update' }).click();
  const changed = editor.getByRole('alert').filter({ hasText: 'saved a new version of this record while you were editing' });
  await expect(changed).toBeVisible();
  await changed.getByRole('button', { name: 'Review changes' }).click();
  const merge = editor.getByRole('dialog', { name: /^Changes by / });
  await expect(merge.getByRole('radiogroup', { name: 'Choice for Headline' }).getByLabel('Keep mine')).toBeChecked();
  await expect(merge.getByRole('radiogroup', { name: 'Choice for Subheadline' }).getByLabel('Take theirs')).toBeChecked();
  await merge.getByRole('button', { name: 'Apply' }).click();
  await expect(editor.getByRole('textbox', { name: 'Subheadline' })).toHaveValue('From the admin');
  await editor.getByRole('button', { name: 'Update' }).click();
  await expect.poll(async () => (await api<Landing>(editorToken, 'GET', `landingPages/${created.id}`)).config.hero).toMatchObject({ headline: 'From the editor', subheadline: 'From the admin' });
  await expect(editor.getByRole('alert').filter({ hasText: 'changed this record' })).toHaveCount(0);
});

test('a closed window takes its presence chip with it at once; a saved form that stays open is not "editing"', async ({ browser }) => {
  const code = `left-${Date.now().toString(36)}`;
  const editorToken = await apiToken('editor@example.com');
  const created = await api<Landing>(editorToken, 'POST', 'landingPages', { config: config(code) });
  const admin = await person(browser, 'admin@example.com', `/landing-pages/edit/${created.id}`);
  await admin.getByRole('textbox', { name: 'Subheadline' }).fill('Saved, still open');
  await admin.getByRole('button', { name: 'Update' }).click();
  await expect.poll(async () => (await api<Landing>(editorToken, 'GET', `landingPages/${created.id}`)).config.hero.subheadline).toBe('Saved, still open');

  // The admin saved and stays on the form: the editor opening it is asked nothing and sees a viewer, once.
  const editor = await person(browser, 'editor@example.com', `/landing-pages/edit/${created.id}`);
  const others = editor.getByRole('status', { name: 'Others on this record' });
  await expect(others.getByText(/^Anna Kowalska/)).toHaveCount(1);
  await expect(others).not.toContainText('· editing');
  await expect(editor.getByRole('dialog', { name: /is editing this record$/ })).toHaveCount(0);

  // The admin closes the window: the chip goes within 2 s, not after the 60 s the entry would otherwise last.
  await admin.close({ runBeforeUnload: true });
  await expect(others).toHaveCount(0, { timeout: 2_000 });
});
