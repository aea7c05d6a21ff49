// Issue "What staff met" (D): one page margin everywhere, the kit list page's (the layout's main region pads every
// screen; a screen adds none of its own). Lists were at 24 px, Files at 40 px and Modules at 48 px.
import { expect, signedInAs, test } from './fixtures';

for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test(`lists, Files and Modules start their title at the same margin at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signedInAs(page, 'admin@example.com', '/hotbanner');
    const margin = async (path: string) => {
      await page.goto(path);
      const title = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      return page.evaluate(() => {
        const main = document.querySelector('main')?.getBoundingClientRect();
        const h1 = document.querySelector('main h1')?.getBoundingClientRect();
        // The left edge: the top also holds the heading's own line height (Files' title is a smaller variant).
        return main && h1 ? Math.round(h1.left - main.left) : null;
      });
    };
    const list = await margin('/hotbanner');
    expect(list, 'a list').toBe(viewport.width >= 900 ? 24 : 16);
    for (const path of ['/landing-pages', '/files', '/modules']) expect(await margin(path), path).toEqual(list);
  });
}
