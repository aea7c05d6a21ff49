// Chatroom moderation against the real chat service: a message posted through the public endpoint appears on the
// moderator's live stream within a second and is hidden there; the viewer watches without moderation controls,
// the landing editor gets /404 and 403.
import { createHmac } from 'node:crypto';
import { apiToken, expect, ports, signedInAs, test } from './fixtures';

const api = `http://localhost:${ports.api}`;

/**
 * What the public site's server does for its player (README "Chat player token"), with the secret a demo server
 * checks (apps/admin-api/src/core/config.ts DEMO_PLAYER_TOKEN_SECRET; a real server has CHAT_PLAYER_TOKEN_SECRET).
 */
function playerToken(player: string, nickname: string): string {
  const payload = Buffer.from(JSON.stringify({ player, nickname, exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url');
  return `${payload}.${createHmac('sha256', 'demo-chat-player-token-secret-not-for-production').update(payload).digest('base64url')}`;
}

async function firstRoom(): Promise<{ id: number; name: string }> {
  const token = await apiToken('admin@example.com');
  const res = await fetch(`${api}/api/v1/chat/rooms`, { headers: { 'x-access-token': token } });
  return ((await res.json()) as { data: { id: number; name: string }[] }).data[0]!;
}

test('admin@example.com sees a posted message appear live within a second and hides it', async ({ page }) => {
  const room = await firstRoom();
  await signedInAs(page, 'admin@example.com', '/chatroom');
  await expect(page.getByRole('heading', { name: 'Chatroom' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Room' })).toContainText(room.name);
  await expect(page.getByRole('status', { name: 'Connection: Live' })).toBeVisible();
  const log = page.getByRole('log', { name: 'Chat messages' });
  await expect(log.getByRole('article').first()).toBeVisible();

  const text = `E2E gol w doliczonym czasie ${Date.now().toString(36)}`;
  const posted = await fetch(`${api}/api/chat/rooms/${room.id}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ player: 'p-e2e', nickname: 'KibicE2E', text, playerToken: playerToken('p-e2e', 'KibicE2E') }),
  });
  expect(posted.status).toBe(201);
  const message = log.getByRole('article').filter({ hasText: text });
  await expect(message).toBeVisible({ timeout: 1_000 });

  await message.getByRole('button', { name: 'Hide message' }).click();
  await expect(page.getByText('Message hidden')).toBeVisible();
  await expect(message.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(message.getByRole('button', { name: 'Unhide message' })).toBeVisible();

  // The chat users search finds the poster (after its 400 ms pause).
  await page.getByRole('searchbox', { name: 'Search chat users' }).fill('KibicE2E');
  await expect(page.getByRole('cell', { name: 'KibicE2E', exact: true })).toBeVisible();
});

test('viewer@example.com watches without moderation controls, and the server refuses its hide', async ({ page }) => {
  await signedInAs(page, 'viewer@example.com', '/chatroom');
  await expect(page.getByRole('status', { name: 'Connection: Live' })).toBeVisible();
  await expect(page.getByRole('log', { name: 'Chat messages' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide message' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete message' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Block / })).toHaveCount(0);

  const viewer = await apiToken('viewer@example.com');
  const hide = await fetch(`${api}/api/v1/chat/messages/1/hide`, { method: 'POST', headers: { 'x-access-token': viewer } });
  expect(hide.status).toBe(403);
});

test('editor@example.com (landing pages only) gets /404 on /chatroom and 403 from the stream', async ({ page }) => {
  const room = await firstRoom();
  await signedInAs(page, 'editor@example.com', '/chatroom');
  await expect(page).toHaveURL(/\/404$/);
  const editor = await apiToken('editor@example.com');
  expect((await fetch(`${api}/api/v1/chat/rooms/${room.id}/stream`, { headers: { 'x-access-token': editor, accept: 'text/event-stream' } })).status).toBe(403);
});
