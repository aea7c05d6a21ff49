// Users: the admin creates a staff account (names, email, a role, a password), finds it, edits it, blocks it until a
// date (it cannot sign in) and unblocks it, sets it a new password, and deletes it; the viewer sees the list
// read-only; the landing editor gets /404. A super admin resets a colleague's two-step sign-in.
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD, expect, ports, signedInAs, test } from './fixtures';

const login = (email: string, password: string) =>
  fetch(`http://localhost:${ports.api}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });

test('admin creates, finds, edits, blocks, unblocks, sets the password of and deletes a user', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const lastName = `E2E${stamp}`;
  const email = `e2e-user-${stamp}@example.com`;
  await signedInAs(page, 'admin@example.com', '/users');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page.getByRole('row', { name: /Anna Kowalska/ })).toBeVisible();
  // One's own account: no block, no delete.
  await expect(page.getByRole('button', { name: 'Block Anna Kowalska' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete Anna Kowalska' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Create User' }).click();
  await expect(page).toHaveURL(/\/users\/add$/);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('First name is required!')).toBeVisible();
  await expect(page.getByText('Password is required!')).toBeVisible();
  await page.getByLabel(/^First name/).fill('Jan');
  await page.getByLabel(/^Last name/).fill(lastName);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('combobox', { name: /^Roles/ }).click();
  await page.getByRole('option', { name: 'Viewer', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel(/^Password/).fill('short');
  await expect(page.getByText('must be longer than 7 characters!')).toBeVisible();
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);

  await page.getByLabel('Search').fill(email);
  let row = page.getByRole('row', { name: new RegExp(`Jan ${lastName}`) });
  await expect(row).toContainText('Viewer');
  await row.getByRole('link', { name: `Edit Jan ${lastName}` }).click();
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);
  await page.getByLabel(/^First name/).fill('Janusz');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  const name = `Janusz ${lastName}`;
  await page.getByLabel('Search').fill(lastName);
  row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Block ${name}` }).click();
  const block = page.getByRole('dialog', { name: `Block ${name}` });
  await expect(block.getByText(/Are you sure you want to block this user\?/)).toBeVisible();
  await block.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('User blocked successfully')).toBeVisible();
  await expect(row).toContainText('Blocked till');
  expect((await login(email, DEMO_PASSWORD)).status).toBe(403);
  await page.getByRole('tab', { name: 'Blocked' }).click();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Unblock ${name}` }).click();
  await expect(page.getByRole('dialog').getByText('Are you sure you want to unblock this user?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('User unblocked successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: 'Active' }).click();
  await expect(row).toContainText('Active');
  expect((await login(email, DEMO_PASSWORD)).status).toBe(200);

  await row.getByRole('button', { name: `Set password ${name}` }).click();
  const password = page.getByRole('dialog', { name: `Set password of ${name}` });
  await password.getByLabel(/^Password/).fill('Nowe-haslo-1');
  await password.getByLabel(/^Confirm password/).fill('Inne-haslo-1');
  // A field's error shows once it is left (or the form submitted), as on every form.
  await password.getByLabel(/^Confirm password/).press('Tab');
  await expect(password.getByText('Passwords do not match')).toBeVisible();
  await password.getByLabel(/^Confirm password/).fill('Nowe-haslo-1');
  await password.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  expect((await login(email, 'Nowe-haslo-1')).status).toBe(200);

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('dialog').getByText('Are you sure you want to delete this user?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('viewer@example.com sees the users read-only', async ({ page }) => {
  await signedInAs(page, 'viewer@example.com', '/users');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await page.getByRole('tab', { name: 'All' }).click();
  const admin = page.getByRole('row', { name: /Anna Kowalska/ });
  await expect(admin.getByRole('link', { name: 'View Anna Kowalska' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Edit Anna Kowalska' })).toHaveCount(0);
  for (const action of ['Delete', 'Block', 'Set password', 'Reset two-step sign-in']) await expect(admin.getByRole('button', { name: `${action} Anna Kowalska` })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create User' })).toHaveCount(0);
  await admin.getByRole('link', { name: 'View Anna Kowalska' }).click();
  await expect(page.getByLabel(/^Email/)).toHaveValue('admin@example.com');
  await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await page.goto('/users/add');
  await expect(page).toHaveURL(/\/404$/);
});

test('editor@example.com (landing pages only) gets /404 on /users', async ({ page }) => {
  await signedInAs(page, 'editor@example.com', '/users');
  await expect(page).toHaveURL(/\/404$/);
});

test("admin resets a colleague's two-step sign-in after a No/Yes: the next sign-in asks for the password only", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const email = `e2e-reset-${stamp}@example.com`;
  const name = `Rhea Reset${stamp}`;
  const admin = ((await (await login('admin@example.com', DEMO_PASSWORD)).json()) as { data: { accessToken: string } }).data.accessToken;
  const call = (token: string, path: string, body?: unknown) =>
    fetch(`http://localhost:${ports.api}/api/v1/${path}`, { method: 'POST', headers: { 'x-access-token': token, 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
  const roles = (await (await fetch(`http://localhost:${ports.api}/api/v1/users/role-options`, { headers: { 'x-access-token': admin } })).json()) as { data: { id: number; roleName: string }[] };
  expect((await call(admin, 'users', { firstName: 'Rhea', lastName: `Reset${stamp}`, email, rolesIds: [roles.data.find((r) => r.roleName === 'Viewer')?.id], password: DEMO_PASSWORD })).status).toBe(201);
  // The colleague sets up an authenticator app (through the API: the set-up itself is e2e/second-factor.spec.ts).
  const own = ((await (await login(email, DEMO_PASSWORD)).json()) as { data: { accessToken: string } }).data.accessToken;
  const { secret } = ((await (await call(own, 'profile/second-factor/totp')).json()) as { data: { secret: string } }).data;
  expect((await call(own, 'profile/second-factor/totp/confirm', { code: new TOTP({ secret: Secret.fromBase32(secret) }).generate() })).status).toBe(200);
  expect(((await (await login(email, DEMO_PASSWORD)).json()) as { data: { secondFactor?: unknown } }).data.secondFactor).toBeDefined();

  await signedInAs(page, 'admin@example.com', '/users');
  await page.getByLabel('Search').fill(email);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  // Not on one's own row: that factor is removed on the profile, with a code.
  await expect(page.getByRole('button', { name: 'Reset two-step sign-in Anna Kowalska' })).toHaveCount(0);
  await row.getByRole('button', { name: `Reset two-step sign-in ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reset two-step sign-in of ${name}` });
  await expect(dialog).toContainText('Are you sure you want to reset two-step sign-in of this user? Their authenticator app, recovery codes and remembered browsers stop working, they are signed out everywhere and told by mail.');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();
  // Signed out everywhere, and the password alone signs in again.
  expect((await fetch(`http://localhost:${ports.api}/api/v1/profile`, { headers: { 'x-access-token': own } })).status).toBe(401);
  const after = (await (await login(email, DEMO_PASSWORD)).json()) as { data: { accessToken?: string; secondFactor?: unknown } };
  expect([typeof after.data.accessToken, after.data.secondFactor]).toEqual(['string', undefined]);
});
