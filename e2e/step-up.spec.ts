// Step-up as an editor with an authenticator app meets it: a campaign's Publish now, asked once the sign-in's proof is
// older than STEP_UP_MINUTES (the e2e stack runs with 1 minute, tools/e2e.mjs), opens "Confirm it’s you"; the code
// lets the publish through, and the Roll back right after (within the new window) asks nothing.
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD, apiToken, expect, test, apiData, crudPermissions as crud } from './fixtures';

const STEP_UP_MS = 60_000;
const codeOf = (secret: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });


/** A campaign editor of this test's own with an authenticator app set up (through the API: not under test here). */
async function editorWithFactor(admin: string, stamp: string) {
  const role = await apiData<{ id: number }>(admin, 'POST', 'v1/roles', { roleName: `Step-up editor ${stamp}`, permissions: [...crud('hotbanners'), ...crud('campaign'), 'campaign.publish'] });
  const email = `step-up-${stamp}@example.com`;
  await apiData(admin, 'POST', 'v1/users', { firstName: 'Stella', lastName: 'Stepup', email, rolesIds: [role.id], password: DEMO_PASSWORD });
  const token = await apiToken(email);
  const { secret } = await apiData<{ secret: string }>(token, 'POST', 'v1/profile/second-factor/totp');
  const { recoveryCodes } = await apiData<{ recoveryCodes: string[] }>(token, 'POST', 'v1/profile/second-factor/totp/confirm', { code: codeOf(secret) });
  return { email, secret, recoveryCodes };
}

test('a campaign publish older than the step-up window asks for the code again; within it, the rollback does not', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const admin = await apiToken('admin@example.com');
  const { email, secret, recoveryCodes } = await editorWithFactor(admin, stamp);
  const banner = (await apiData<{ items: { id: number; bannerName: string; version: number }[] }>(admin, 'GET', 'v1/banners?page=1&pageSize=1')).items[0];
  const name = `Step-up ${stamp}`;
  const campaign = await apiData<{ id: number }>(admin, 'POST', 'v1/campaigns', { name });
  await apiData(admin, 'POST', `v1/campaigns/${campaign.id}/items`, { module: 'hotbanner', recordId: banner.id, action: 'update', values: { bannerName: `${banner.bannerName} – step-up` }, baseVersion: banner.version });

  // Signed in with the password and a recovery code (the enrolment just spent this step's app code).
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  const step = page.getByRole('form', { name: 'Two-step verification' });
  await step.getByLabel('Code').fill(recoveryCodes[0]);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  const provedAt = Date.now();

  await page.goto(`/campaigns/view/${campaign.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  // The window of the sign-in's proof runs out while the campaign page is open.
  await page.waitForTimeout(Math.max(0, provedAt + STEP_UP_MS + 2_000 - Date.now()));
  await page.getByRole('button', { name: 'Publish now' }).click();
  await page.getByRole('dialog', { name: 'Publish now' }).getByRole('button', { name: 'Yes' }).click();

  const prompt = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(prompt).toContainText('Confirm it is you: enter a code from your authenticator app. You can also use a recovery code.');
  // Nothing applied while the prompt waits.
  await expect(page.getByRole('button', { name: 'Roll back' })).toHaveCount(0);
  await prompt.getByLabel('Code').fill(codeOf(secret, Date.now() + 3_600_000));
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(prompt.getByText('The code is not correct')).toBeVisible();
  await prompt.getByLabel('Code').fill(codeOf(secret));
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('button', { name: 'Roll back' })).toBeVisible();
  expect((await apiData<{ bannerName: string }>(admin, 'GET', `v1/banners/${banner.id}`)).bannerName).toBe(`${banner.bannerName} – step-up`);

  // Proved a moment ago: the rollback goes through without a prompt.
  await page.getByRole('button', { name: 'Roll back' }).click();
  await page.getByRole('dialog', { name: 'Roll back' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Rolled back: 1 restored.')).toBeVisible();
  await expect(prompt).toHaveCount(0);
});
