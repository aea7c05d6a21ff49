// A first day on a fresh production install: no demo data, only the bootstrap super admin. The admin
// creates a role and an editor; the editor creates a landing page (a URL of its own, no permanent promotion), a
// hot banner with an uploaded image and a message. Nothing here needs a seed.
import { expect, signIn, test } from '../fixtures';
import { solidPng } from '../png';

const admin = JSON.parse(process.env.E2E_BOOTSTRAP_ADMIN ?? '{}') as { email: string; password: string };
const editor = { email: 'redaktor@bukmacher.example', password: 'Redaktor-Haslo-1' };
const ROLE = 'Redakcja';
/** E2E_SHOTS=1: screenshots of the screens this journey passes, for a person to look at (tmp/, never committed). */
const shot = async (page: import('@playwright/test').Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `tmp/fresh-${name}.png`, fullPage: true });
};

test('the bootstrap admin creates a role and an editor, who creates a landing page, a hot banner with an image and a message', async ({ page, browser }) => {
  await signIn(page, admin.email, admin.password);

  await page.goto('/roles/add');
  await page.getByLabel(/^Role name/).fill(ROLE);
  for (const module of ['Landing Pages', 'Hot Banner', 'Messages']) {
    await page.getByRole('checkbox', { name: `All ${module} permissions` }).check();
  }
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Role created successfully')).toBeVisible();

  await page.goto('/users/add');
  await page.getByLabel(/^First name/).fill('Ewa');
  await page.getByLabel(/^Last name/).fill('Redaktor');
  await page.getByLabel(/^Email/).fill(editor.email);
  await page.getByRole('combobox', { name: /^Roles/ }).click();
  await page.getByRole('option', { name: ROLE, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel(/^Password/).fill(editor.password);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();

  const context = await browser.newContext({ baseURL: page.url() });
  const work = await context.newPage();
  try {
    await signIn(work, editor.email, editor.password);

    // A landing page leading to a URL of its own: no permanent promotion exists yet, and none is needed.
    await work.goto('/landing-pages/add');
    await work.getByLabel(/^Partner/).fill('typerzy_pl');
    await work.getByLabel(/^Promo code/).fill('START100');
    await work.getByLabel(/^Link code/).fill('pierwszy-dzien');
    await work.getByLabel(/^Landing page URL/).fill('https://www.example.pl/promocje/start');
    await work.getByLabel(/^Headline/).fill('Odbierz bonus na start');
    await shot(work, 'landing-form');
    await work.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(work.getByText('Landing page created successfully')).toBeVisible();
    if (process.env.E2E_SHOTS) {
      await work.goto('/landing-pages/permanent-promotions');
      await expect(work.getByText('No permanent promotions yet.')).toBeVisible();
      await shot(work, 'permanent-promotions');
    }

    await work.goto('/hotbanner/add');
    await work.getByLabel(/^Name/).fill('Pierwszy baner');
    await work.getByLabel(/^Title/).fill('Bonus na start');
    await work.getByLabel(/^Link/).fill('/promocje/start');
    const chooser = work.waitForEvent('filechooser');
    await work.getByRole('button', { name: 'Upload image' }).first().click();
    await (await chooser).setFiles({ name: 'pierwszy-baner.png', mimeType: 'image/png', buffer: solidPng(2000, 600) });
    await expect(work.getByRole('img', { name: 'Image preview' })).toBeVisible();
    await work.getByLabel(/^Image alt/).fill('Bonus na start');
    await work.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(work.getByText('Hot banner created successfully').last()).toBeVisible();

    await work.goto('/messages/add');
    await work.getByLabel(/^Name/).fill('Powitanie');
    await work.getByRole('switch', { name: 'Active' }).click();
    await work.getByLabel(/^Polish title/).fill('Witamy w serwisie');
    await work.getByLabel(/^Polish image alt/).fill('Powitanie');
    await work.getByRole('textbox', { name: 'Polish description' }).fill('Pierwsza wiadomość na świeżej instalacji.');
    await work.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(work.getByText('Message created successfully')).toBeVisible();
  } finally {
    await context.close();
  }
});
