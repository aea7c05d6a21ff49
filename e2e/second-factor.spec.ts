// Two-step sign-in as a staff member meets it: set up an authenticator app on the profile page (the QR code and the
// key in text; the codes are computed here with the same TOTP library the API uses), sign out, and sign in with the
// password and then a code.
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD, apiToken, expect, ports, test } from './fixtures';

const api = `http://localhost:${ports.api}/api/v1`;
const STEP_MS = 30_000;
const codeOf = (secret: string, at = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** A staff account of this test's own (the demo accounts stay password-only for every other suite). */
async function newAccount(): Promise<string> {
  const admin = await apiToken('admin@example.com');
  const headers = { 'content-type': 'application/json', 'x-access-token': admin };
  const roles = (await (await fetch(`${api}/roles/second-factor-policy`, { headers })).json()) as { data: { id: number; roleName: string }[] };
  const viewer = roles.data.find((role) => role.roleName === 'Viewer');
  const email = `two-step-${Date.now()}@example.com`;
  const res = await fetch(`${api}/users`, { method: 'POST', headers, body: JSON.stringify({ firstName: 'Tess', lastName: 'Twostep', email, rolesIds: [viewer?.id], password: DEMO_PASSWORD }) });
  expect(res.status).toBe(201);
  return email;
}

test('a staff member sets up an authenticator app on the profile, signs out, and signs in with a code', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await newAccount();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByTestId('two-step-status')).toHaveText('Off: signing in needs only your password.');
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').getAttribute('data-secret')) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // The key is shown in groups of four, as authenticator apps expect it typed.
  await expect(page.getByTestId('totp-secret')).toHaveText(secret.replace(/(.{4})/g, '$1 ').trim());
  const enrolledAt = Date.now();
  await page.getByLabel('Code').fill(codeOf(secret, enrolledAt));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const recovery = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(recovery).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByTestId('two-step-status')).toHaveText('On: authenticator app. 10 of 10 recovery codes left.');

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  const step = page.getByRole('form', { name: 'Two-step verification' });
  await expect(step.getByText('Enter the 6-digit code from your authenticator app, or one of your recovery codes.')).toBeVisible();
  // A wrong code is refused on the field.
  await step.getByLabel('Code').fill(codeOf(secret, enrolledAt + 3_600_000));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(step.getByText('The code is not correct')).toBeVisible();
  // The enrolment's code is spent: sign in with the next one the app shows.
  const nextStep = (Math.floor(enrolledAt / STEP_MS) + 1) * STEP_MS;
  if (Date.now() < nextStep) await page.waitForTimeout(nextStep - Date.now() + 200);
  await step.getByLabel('Code').fill(codeOf(secret));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByText('Tess Twostep').first()).toBeVisible();
});

test('a role whose policy requires a second factor is led through the set-up right after the password, before any other screen', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await apiToken('admin@example.com');
  const headers = { 'content-type': 'application/json', 'x-access-token': admin };
  const stamp = Date.now().toString(36);
  const role = (await (await fetch(`${api}/roles`, { method: 'POST', headers, body: JSON.stringify({ roleName: `Two-step required ${stamp}`, permissions: ['hotbanners.index', 'hotbanners.read'] }) })).json()) as { data: { id: number } };
  const policy = await fetch(`${api}/roles/${role.data.id}/second-factor-policy`, { method: 'PUT', headers, body: JSON.stringify({ required: true }) });
  expect(policy.status).toBe(200);
  const email = `two-step-required-${stamp}@example.com`;
  expect((await fetch(`${api}/users`, { method: 'POST', headers, body: JSON.stringify({ firstName: 'Rita', lastName: 'Required', email, rolesIds: [role.data.id], password: DEMO_PASSWORD }) })).status).toBe(201);

  // Where the user was going is kept; the set-up comes first.
  await page.goto('/hotbanner');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(page.getByText('Your role requires a second factor. Set up an authenticator app on your phone to continue.')).toBeVisible();
  // No menu, no layout, no other screen, even asked for by address.
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  const secret = (await page.getByTestId('totp-secret').getAttribute('data-secret')) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByText('Rita Required').first()).toBeVisible();
});
