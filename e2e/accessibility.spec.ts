// Issue "What staff met" (E): no screen an admin reaches has a serious or critical axe violation, at a desk (1440 px)
// and on a phone (390 px). The screens: every entry of the menu the page shows (not a list kept here, so a module a
// remote adds is swept too), the add form of a few kit modules, campaigns (the list and a campaign's page with a
// warning and a rolled-back campaign), Modules and History. Nothing is excluded from the analysis.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiToken, expect, signedInAs, test, apiData } from './fixtures';


/** The kit's add forms swept beside the menu's lists: a plain form, one with language tabs, one with PDFs, a create route. */
const ADD_FORMS = ['/hotbanner/add', '/messages/add', '/regulations/add', '/special-categories/create', '/landing-pages/add'];

/**
 * Two campaigns for the campaign screens: one rolled back ("Rolled back" chip) and one whose item went stale when the
 * first was published and rolled back (its warning). The record ends as it was (the roll back restores it).
 */
async function campaigns(): Promise<{ warned: number; rolled: number }> {
  const admin = await apiToken('admin@example.com');
  const stamp = Date.now().toString(36);
  const banner = (await apiData<{ items: { id: number; version: number; bannerName: string }[] }>(admin, 'GET', 'v1/banners?page=1&pageSize=1')).items[0];
  const create = (name: string) => apiData<{ id: number }>(admin, 'POST', 'v1/campaigns', { name });
  const item = { module: 'hotbanner', recordId: banner.id, action: 'update', values: { bannerName: `${banner.bannerName} (a11y)` }, baseVersion: banner.version };
  const warned = await create(`A11y warned ${stamp}`);
  await apiData(admin, 'POST', `v1/campaigns/${warned.id}/items`, item);
  const rolled = await create(`A11y rolled back ${stamp}`);
  await apiData(admin, 'POST', `v1/campaigns/${rolled.id}/items`, item);
  await apiData(admin, 'POST', `v1/campaigns/${rolled.id}/publish`);
  await apiData(admin, 'POST', `v1/campaigns/${rolled.id}/rollback`);
  return { warned: warned.id, rolled: rolled.id };
}

/** The screen has drawn what it loads: its heading, and no skeleton, busy table or loading bar left. */
async function settled(page: Page) {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('main .MuiLinearProgress-root')).toHaveCount(0);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.nodes.length} nodes): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

for (const viewport of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test(`every screen an admin reaches has no serious or critical axe violation at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(600_000);
    // Settled colours: a button mid-transition is not what a user reads.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { warned, rolled } = await campaigns();
    // The menu as the page shows it at a desk (on a phone it is a closed drawer).
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedInAs(page, 'admin@example.com', '/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link').first()).toBeVisible();
    const entries = await menu.getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(entries.length).toBeGreaterThan(30);
    const paths = [...new Set([...entries, ...ADD_FORMS, '/campaigns', '/campaigns?tab=all', `/campaigns/view/${warned}`, `/campaigns/view/${rolled}`, '/modules', '/history'])];
    await page.setViewportSize(viewport);

    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await settled(page);
      const violations = await seriousViolations(page);
      if (violations.length) found.push(`${path}: ${violations.join('; ')}`);
      expect.soft(violations, path).toEqual([]);
    }
    console.log(`${viewport.width} px: ${paths.length} screens, ${found.length} with serious or critical violations\n${found.join('\n')}`);
  });
}
