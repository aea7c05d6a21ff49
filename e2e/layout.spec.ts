import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signedInAs, signIn, test } from './fixtures';

// What a new user trips over: phone layout, accessibility of every screen, tab titles, home cards.

const signedInScreens = [
  { path: '/', title: 'Home', ready: (page: Page) => expect(page.getByRole('heading', { name: 'Home' })).toBeVisible() },
  { path: '/profile', title: 'Profile', ready: (page: Page) => expect(page.getByRole('main').getByRole('heading').first()).toBeVisible() },
  { path: '/404', title: 'Page Not Found', ready: (page: Page) => expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible() },
  { path: '/landing-pages', title: 'Landing Pages', ready: (page: Page) => expect(page.getByRole('row').nth(1)).toBeVisible() },
  { path: '/landing-pages/add', title: 'Landing Pages', ready: (page: Page) => expect(page.getByLabel('Partner')).toBeVisible() },
  { path: '/landing-pages-base-config', title: 'Landing Pages Base Config', ready: (page: Page) => expect(page.getByRole('button', { name: 'Choose from files' }).first()).toBeEnabled() },
  { path: '/files', title: 'Files', ready: (page: Page) => expect(page.getByRole('gridcell').first()).toBeVisible() },
  { path: '/ako-generator', title: 'Ako Generator', ready: (page: Page) => expect(page.getByRole('heading', { level: 1, name: 'Ako Generator' })).toBeVisible() },
  { path: '/bet-match', title: 'Bet Match', ready: (page: Page) => expect(page.getByRole('main').getByRole('heading').first()).toBeVisible() },
];

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

test('no screen has a serious or critical axe violation, signed out or in', async ({ page }) => {
  // Every screen of the product, each analysed whole: the list grows with the modules.
  test.setTimeout(300_000);
  // Settled colours: a button mid-transition (enabled a moment ago) is not what a user reads.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const path of ['/login', '/forget-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await signedInAs(page, 'admin@example.com');
  for (const screen of signedInScreens) {
    await page.goto(screen.path);
    await screen.ready(page);
    expect(await seriousViolations(page), screen.path).toEqual([]);
  }
});

test('the tab title names the screen, from the module table', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Login · Back Office');
  await signedInAs(page, 'admin@example.com');
  for (const screen of signedInScreens) {
    await page.goto(screen.path);
    await screen.ready(page);
    await expect(page).toHaveTitle(`${screen.title} · Back Office`);
  }
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is a drawer, closed after sign-in and after a link; no screen scrolls sideways', async ({ page }) => {
    await signIn(page, 'admin@example.com');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Show menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Landing Pages', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('row').nth(1)).toBeVisible();

    for (const screen of signedInScreens) {
      await page.goto(screen.path);
      await screen.ready(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${screen.path} is ${width} px wide`).toBeLessThanOrEqual(390);
      // The screen has the whole width: the menu does not take a column beside it.
      const main = await page.getByRole('main').boundingBox();
      expect(main?.width ?? 0, screen.path).toBeGreaterThanOrEqual(380);
    }
    await page.goto('/landing-pages');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: `tmp/phone-landing-list.png` });
  });
});

test('home cards, one per module opened last, are all the same height and each shows its path', async ({ page }) => {
  await signedInAs(page, 'admin@example.com', '/hotbanner');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/editable-seo-desc');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  const cards = page.getByRole('region', { name: 'Quick access' }).getByRole('button');
  await expect(cards.last()).toBeVisible();
  const heights = new Set<number>();
  for (const box of await cards.evaluateAll((nodes) => nodes.map((n) => Math.round(n.getBoundingClientRect().height)))) heights.add(box);
  expect([...heights]).toHaveLength(1);
  await expect(cards).toHaveText(['Editable SEO Desc/editable-seo-desc', 'Hot Banner/hotbanner']);
  await page.screenshot({ path: `tmp/home.png`, fullPage: true });
});

test.describe('at 1440 px with the menu open', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the landing Draft tab fits the screen and every row keeps its Delete in view', async ({ page }) => {
    await signedInAs(page, 'admin@example.com', '/landing-pages?tab=draft');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Draft' })).toHaveAttribute('aria-selected', 'true');
    // The Draft tab's extra column (Scheduled publishing) is what pushed the table past the screen.
    await expect(page.getByRole('columnheader', { name: 'Scheduled publishing' })).toBeVisible();
    const deletes = page.getByRole('button', { name: /^Delete landing page/ });
    await expect(deletes.first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `the page is ${width} px wide`).toBeLessThanOrEqual(1440);
    for (const box of await deletes.evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(1440);
    }
  });
});
