// Security (the Cloudflare security level). e2e runs without CLOUDFLARE_API_TOKEN / CLOUDFLARE_ZONE_ID, so the admin
// sees the "not configured" state and the API refuses a change with 409 without calling anything; the landing editor,
// without the `security` permission, gets /404 on the route and 403 from the API. (e2e/security.spec.ts is the CSP
// hardening suite.)
import { apiToken, expect, ports, signedInAs, test } from './fixtures';

const patchLevel = (token: string, value: string) =>
  fetch(`http://localhost:${ports.api}/api/v1/security/cloudflare`, {
    method: 'PATCH',
    headers: { 'x-access-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ value }),
  });

test('admin opens Security from the menu and sees that the Cloudflare connection is not configured', async ({ page }) => {
  await signedInAs(page, 'admin@example.com');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Security', exact: true }).click();
  await expect(page).toHaveURL(/\/security$/);
  await expect(page.getByRole('heading', { name: 'Security', exact: true })).toBeVisible();
  await expect(page.getByText(/The Cloudflare connection is not configured/)).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);

  const token = await apiToken('admin@example.com');
  const refused = await patchLevel(token, 'under_attack');
  expect(refused.status).toBe(409);
  expect((await refused.json()).configured).toBe(false);
});

test('editor@example.com (landing pages only) gets /404 on /security and 403 from v1/security/cloudflare', async ({ page }) => {
  await signedInAs(page, 'editor@example.com', '/security');
  await expect(page).toHaveURL(/\/404$/);
  const token = await apiToken('editor@example.com');
  expect((await patchLevel(token, 'high')).status).toBe(403);
});
