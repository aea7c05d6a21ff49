// Passkeys as a staff member meets them, in Chromium with its virtual authenticator (CDP WebAuthn domain: a CTAP2
// authenticator with resident keys and user verification that always succeeds): add a named passkey on the profile,
// sign out, sign in with the passkey alone; then the password and "Use a passkey" as the second step; remove it.
import type { CDPSession, Page } from '@playwright/test';
import { DEMO_PASSWORD, apiData, apiToken, crudPermissions as crud, expect, ports, test } from './fixtures';

const api = `http://localhost:${ports.api}/api/v1`;

/** A staff account of this test's own (the demo accounts stay password-only for every other suite). */
async function newAccount(): Promise<string> {
  const admin = await apiToken('admin@example.com');
  const headers = { 'content-type': 'application/json', 'x-access-token': admin };
  const roles = (await (await fetch(`${api}/roles/second-factor-policy`, { headers })).json()) as { data: { id: number; roleName: string }[] };
  const viewer = roles.data.find((role) => role.roleName === 'Viewer');
  const email = `passkey-${Date.now()}@example.com`;
  const res = await fetch(`${api}/users`, { method: 'POST', headers, body: JSON.stringify({ firstName: 'Paula', lastName: 'Passkey', email, rolesIds: [viewer?.id], password: DEMO_PASSWORD }) });
  expect(res.status).toBe(201);
  return email;
}

/** Chromium's virtual authenticator: a platform passkey store that verifies the user without a prompt. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a staff member adds a passkey, signs out, signs in with it alone and as the second step, and removes it', async ({ page }) => {
  test.setTimeout(120_000);
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  const email = await newAccount();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Passkeys' });
  await expect(card.getByTestId('passkeys-empty')).toHaveText('No passkeys yet.');
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  // A name is required before the browser is asked.
  await card.getByRole('button', { name: 'Add passkey' }).click();
  await expect(card.getByText('Name is required!')).toBeVisible();
  await card.getByLabel('Name').fill('Work laptop');
  await card.getByRole('button', { name: 'Add passkey' }).click();
  await expect(card.getByRole('list', { name: 'Passkeys' }).getByRole('listitem')).toHaveCount(1);
  await expect(card.getByText('Work laptop')).toBeVisible();
  await expect(card.getByText(/not used yet/)).toBeVisible();
  // The virtual authenticator holds it as a discoverable credential for this site.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  await expect(page.getByTestId('two-step-status')).toHaveText('On: passkeys (see below). No authenticator app.');
  await page.screenshot({ path: 'tmp/passkeys-profile.png', fullPage: true });

  await logout(page);
  // Without the password: the passkey names its account.
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByText(/last used/)).toBeVisible();

  await logout(page);
  // The password, then the passkey as the second step.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  const step = page.getByRole('form', { name: 'Two-step verification' });
  await expect(step.getByText('Confirm it is you with one of your passkeys.')).toBeVisible();
  await page.screenshot({ path: 'tmp/passkeys-second-step.png', fullPage: true });
  await step.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // Removal asks for the passkey again.
  await page.goto('/profile');
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await passkeys.getByRole('button', { name: 'Remove Work laptop' }).click();
  await expect(passkeys.getByText('Remove “Work laptop”? It will no longer sign you in. Confirm with a passkey.')).toBeVisible();
  await passkeys.getByRole('button', { name: 'Confirm with a passkey' }).click();
  await expect(passkeys.getByTestId('passkeys-empty')).toBeVisible();
  await expect(page.getByTestId('two-step-status')).toHaveText('Off: signing in needs only your password.');

  // The authenticator still holds the credential, but the server no longer knows it: the sign-in is refused.
  await logout(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText('The passkey could not be verified. Try again.');
  await page.screenshot({ path: 'tmp/passkeys-login.png', fullPage: true });
});

test('a role whose policy requires a second factor is led through the set-up and may choose a passkey there', async ({ page }) => {
  test.setTimeout(120_000);
  await virtualAuthenticator(page);
  const admin = await apiToken('admin@example.com');
  const headers = { 'content-type': 'application/json', 'x-access-token': admin };
  const stamp = Date.now().toString(36);
  const role = (await (await fetch(`${api}/roles`, { method: 'POST', headers, body: JSON.stringify({ roleName: `Passkey required ${stamp}`, permissions: ['hotbanners.index', 'hotbanners.read'] }) })).json()) as { data: { id: number } };
  expect((await fetch(`${api}/roles/${role.data.id}/second-factor-policy`, { method: 'PUT', headers, body: JSON.stringify({ required: true }) })).status).toBe(200);
  const email = `passkey-required-${stamp}@example.com`;
  expect((await fetch(`${api}/users`, { method: 'POST', headers, body: JSON.stringify({ firstName: 'Petra', lastName: 'Passkey', email, rolesIds: [role.data.id], password: DEMO_PASSWORD }) })).status).toBe(201);

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Add a passkey' });
  await form.getByLabel('Name').fill('Office desktop');
  await form.getByRole('button', { name: 'Add passkey' }).click();
  // Set up: the app opens, and the passkey signs the next sign-in's second step.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByText('Petra Passkey').first()).toBeVisible();
  await logout(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('form', { name: 'Two-step verification' }).getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('step-up accepts a passkey: a campaign publish older than the window asks for it, and it lets the publish through', async ({ page }) => {
  test.setTimeout(180_000);
  await virtualAuthenticator(page);
  const stamp = Date.now().toString(36);
  const admin = await apiToken('admin@example.com');
  const role = await apiData<{ id: number }>(admin, 'POST', 'v1/roles', { roleName: `Passkey editor ${stamp}`, permissions: [...crud('hotbanners'), ...crud('campaign'), 'campaign.publish'] });
  const email = `passkey-editor-${stamp}@example.com`;
  await apiData(admin, 'POST', 'v1/users', { firstName: 'Pia', lastName: 'Publisher', email, rolesIds: [role.id], password: DEMO_PASSWORD });
  const banner = (await apiData<{ items: { id: number; bannerName: string; version: number }[] }>(admin, 'GET', 'v1/banners?page=1&pageSize=1')).items[0];
  const name = `Passkey step-up ${stamp}`;
  const campaign = await apiData<{ id: number }>(admin, 'POST', 'v1/campaigns', { name });
  await apiData(admin, 'POST', `v1/campaigns/${campaign.id}/items`, { module: 'hotbanner', recordId: banner.id, action: 'update', values: { bannerName: `${banner.bannerName} – passkey` }, baseVersion: banner.version });

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Passkeys' });
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await card.getByLabel('Name').fill('Desk');
  await card.getByRole('button', { name: 'Add passkey' }).click();
  await expect(card.getByText('Desk')).toBeVisible();
  // Registering proved the factor: the window (1 minute on the e2e stack) runs out on the campaign page.
  const provedAt = Date.now();
  await page.goto(`/campaigns/view/${campaign.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.waitForTimeout(Math.max(0, provedAt + 62_000 - Date.now()));
  await page.getByRole('button', { name: 'Publish now' }).click();
  await page.getByRole('dialog', { name: 'Publish now' }).getByRole('button', { name: 'Yes' }).click();
  const prompt = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(prompt).toContainText('Confirm it is you with one of your passkeys.');
  await expect(prompt.getByLabel('Code')).toHaveCount(0);
  await page.screenshot({ path: 'tmp/passkeys-step-up.png' });
  await prompt.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('button', { name: 'Roll back' })).toBeVisible();
  expect((await apiData<{ bannerName: string }>(admin, 'GET', `v1/banners/${banner.id}`)).bannerName).toBe(`${banner.bannerName} – passkey`);
});
