// Campaigns: an editor who may change hot banners, landing pages and messages prepares one change of each
// into a campaign from the records' own forms ("Add to campaign…", nothing saved), the campaign page shows the three
// diffs, Publish now applies them together, the three screens show the new values; Roll back brings the old back.
import type { Page } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, expect, signedInAs, test, apiData, crudPermissions as crud } from './fixtures';

const first = async <T>(token: string, path: string) => (await apiData<{ items: T[] }>(token, 'GET', `${path}?page=1&pageSize=1`)).items[0];

/** A role and an account for the test: hot banners, landing pages and messages, and campaigns (publish included). */
async function campaignEditor(admin: string, stamp: string): Promise<string> {
  const permissions = [...crud('hotbanners'), ...crud('landing'), ...crud('message'), ...crud('campaign'), 'campaign.publish'];
  const role = await apiData<{ id: number }>(admin, 'POST', 'v1/roles', { roleName: `Campaign editor ${stamp}`, permissions });
  const email = `campaigns-${stamp}@example.com`;
  await apiData(admin, 'POST', 'v1/users', { firstName: 'Cara', lastName: 'Campaign', email, rolesIds: [role.id], password: DEMO_PASSWORD });
  return email;
}

/** Changes one field of a record's form and adds the change to the campaign (created by name when it is new). */
async function prepare(page: Page, path: string, field: RegExp | string, value: string, campaign: string, isNew: boolean) {
  await page.goto(path);
  const input = page.getByLabel(field).first();
  await expect(input).not.toHaveValue('');
  await input.fill(value);
  await page.getByRole('button', { name: 'Add to campaign…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to campaign' });
  if (isNew) {
    // Drafts other suites left (the accessibility sweep's) are offered first; a new one is "New campaign…".
    const name = dialog.getByLabel('Campaign name');
    await expect(dialog.getByRole('button', { name: 'Add' })).toBeVisible();
    await expect(dialog.getByText('Loading draft campaigns…')).toHaveCount(0);
    if (!(await name.isVisible())) {
      await dialog.getByRole('combobox', { name: 'Campaign' }).click();
      await page.getByRole('option', { name: 'New campaign…' }).click();
    }
    await name.fill(campaign);
  }
  else await expect(dialog.getByRole('combobox', { name: 'Campaign' })).toContainText(campaign);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`Added to campaign "${campaign}"`)).toBeVisible();
}

async function expectValues(page: Page, screens: readonly (readonly [string, RegExp | string, string])[]) {
  for (const [path, field, value] of screens) {
    await page.goto(path);
    await expect(page.getByLabel(field).first()).toHaveValue(value);
  }
}

test('an editor prepares a hot banner, a landing page and a message change, publishes them together and rolls them back', async ({ page }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const admin = await apiToken('admin@example.com');
  const email = await campaignEditor(admin, stamp);
  const banner = await first<{ id: number; bannerName: string }>(admin, 'v1/banners');
  const landing = await first<{ id: number; config: { hero: { headline: string } } }>(admin, 'landingPages');
  const message = await first<{ id: number; messageName: string }>(admin, 'v1/messages');
  const campaign = `Derby day ${stamp}`;
  const screens = (suffix: string) =>
    [
      [`/hotbanner/edit/${banner.id}`, /^Name/, `${banner.bannerName}${suffix}`],
      [`/landing-pages/edit/${landing.id}`, 'Headline', `${landing.config.hero.headline}${suffix}`],
      [`/messages/edit/${message.id}`, /^Name/, `${message.messageName}${suffix}`],
    ] as const;
  const changed = screens(' – derby');

  await signedInAs(page, email, '/');
  for (const [index, [path, field, value]] of changed.entries()) await prepare(page, path, field, value, campaign, index === 0);
  // Prepared, not applied.
  await expectValues(page, screens(''));

  await page.goto('/campaigns');
  await page.getByRole('row', { name: new RegExp(campaign) }).getByRole('link', { name: `View ${campaign}` }).click();
  await expect(page.getByRole('heading', { name: campaign, level: 1 })).toBeVisible();
  const diffs = page.getByRole('table', { name: 'Changes of update' });
  await expect(diffs).toHaveCount(3);
  for (const [, , value] of changed) await expect(page.getByRole('article').filter({ hasText: value })).toHaveCount(1);
  // A change is named as its form names the field (its schema's label), not from the stored path ("Config › Hero › Headline").
  await expect(page.getByRole('article').filter({ hasText: changed[1][2] }).getByRole('rowheader', { name: 'Headline', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Publish now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish now' });
  await expect(confirm).toContainText('Its 3 items are applied at once');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('button', { name: 'Roll back' })).toBeVisible();
  const campaignPage = page.url();
  await expectValues(page, changed);

  await page.goto(campaignPage);
  await page.getByRole('button', { name: 'Roll back' }).click();
  await page.getByRole('dialog', { name: 'Roll back' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Rolled back: 3 restored.')).toBeVisible();
  await expectValues(page, screens(''));
});
