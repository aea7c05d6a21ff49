// Who may change what: every mutating route of the app (taken from the registered routes, so a new one cannot be
// forgotten) × every demo role and two crafted ones, with the status each cell must answer. Each cell gets its
// own fresh, valid request, so an allowed cell shows the real success status rather than "got past the guard".
import { permissionCatalogue, hasPermission, modulePermission, type ModuleAction, type PermissionHolder } from '@backoffice/validation';
import { insertUser } from '../src/core/accounts';
import { pageConfig } from '../src/modules/landing/testing';
import { PNG_1PX, q, uploadBody } from '../src/modules/files/test-kit';
import { nextAddress, playerPost } from '../src/modules/chatroom/testing';
import { API_PREFIX, RESOURCES } from '../src/resources';
import type { ResourceDefinition } from '../src/resource/definition';
import { recordWriter } from '../src/resource/record-writer';
import { serveTestShell, testManifest } from '../src/modules/remotes/testing';
import { createTestApp, login, type TestApp } from './helpers';
import { storedImage } from './stored-images';

const CALLERS = ['admin', 'editor', 'viewer', 'usersOnly', 'rolesOnly'] as const;
type CallerName = (typeof CALLERS)[number];
type Status = number;

// prettier-ignore
/** The matrix. Columns: admin (super admin), editor (landing.*), viewer (*.index, *.read), users only (users.*), roles only (roles.*). */
const MATRIX: Record<string, [admin: Status, editor: Status, viewer: Status, usersOnly: Status, rolesOnly: Status]> = {
  'POST /api/v1/users':                    [201, 403, 403, 201, 403],
  'PUT /api/v1/users/:id':                 [200, 403, 403, 200, 403],
  'DELETE /api/v1/users/:id':              [200, 403, 403, 200, 403],
  'POST /api/v1/users/:id/block':          [200, 403, 403, 200, 403],
  'POST /api/v1/users/:id/unblock':        [200, 403, 403, 200, 403],
  'POST /api/v1/users/:id/password':       [200, 403, 403, 200, 403],
  'POST /api/v1/roles':                    [201, 403, 403, 403, 201],
  'PUT /api/v1/roles/:id':                 [200, 403, 403, 403, 200],
  'PATCH /api/v1/roles/:id':               [200, 403, 403, 403, 200],
  'DELETE /api/v1/roles/:id':              [200, 403, 403, 403, 200],
  // A record deleted for good back from its history's delete entry, with the module's create permission.
  'POST /api/v1/history/:entryId/restore': [201, 403, 403, 403, 201],
  'POST /api/landingPages':                [201, 201, 403, 403, 403],
  'PATCH /api/landingPages/:id':           [200, 200, 403, 403, 403],
  'PUT /api/landingPages/:id':             [200, 200, 403, 403, 403],
  'PATCH /api/landingPages/:id/status':    [200, 200, 403, 403, 403],
  'DELETE /api/landingPages/:id':          [200, 200, 403, 403, 403],
  'POST /api/landingPages/:id/restore':    [200, 200, 403, 403, 403],
  'PATCH /api/landingPages/bulkEdit':      [200, 200, 403, 403, 403],
  'POST /api/baseConfig':                  [200, 200, 403, 403, 403],
  'POST /api/permanentPromotions':         [201, 201, 403, 403, 403],
  'PUT /api/permanentPromotions/:id':      [200, 200, 403, 403, 403],
  // The deployed remotes: switching is the super admin's; any signed-in browser reports a refused build.
  'PUT /api/v1/remotes/:name':             [200, 403, 403, 403, 403],
  'POST /api/v1/remotes/load-errors':      [200, 200, 200, 200, 200],
  'POST /api/v1/remotes/field-data':       [200, 200, 200, 200, 200],
  // Canaries are the super admin's, as switching is. The matrix never leaves one running (each cell rolls it back).
  'PUT /api/v1/remotes/:name/canary':      [200, 403, 403, 403, 403],
  'POST /api/v1/remotes/:name/canary/promote': [200, 403, 403, 403, 403],
  'DELETE /api/v1/remotes/:name/canary':   [200, 403, 403, 403, 403],
  // Releasing through the API and the deploy tokens of CI pipelines: the super admin's (a token's own calls: deploy-tokens.spec).
  'POST /api/v1/deploy-tokens':            [201, 403, 403, 403, 403],
  'DELETE /api/v1/deploy-tokens/:id':      [200, 403, 403, 403, 403],
  'PUT /api/v1/releases/:name/:version/files/*': [200, 403, 403, 403, 403],
  'POST /api/v1/releases/:name/:version/seal': [404, 403, 403, 403, 403],
  // Translations' import (its record writes are the engine's, below): it needs apptranslation.create and update.
  'POST /api/v1/app-translations/import/preview': [200, 403, 403, 403, 403],
  'POST /api/v1/app-translations/import':  [200, 403, 403, 403, 403],
  // Security: the `security` permission; the test app has no Cloudflare token, so even the admin gets 409 "not configured".
  'PATCH /api/v1/security/cloudflare':     [409, 403, 403, 403, 403],
  // Chatroom: moderation of messages needs chatroom.message.delete, blocking chatroom.user.manage.
  'POST /api/v1/chat/messages/:id/hide':   [200, 403, 403, 403, 403],
  'POST /api/v1/chat/messages/:id/unhide': [200, 403, 403, 403, 403],
  'DELETE /api/v1/chat/messages/:id':      [200, 403, 403, 403, 403],
  'POST /api/v1/chat/users/:id/block':     [200, 403, 403, 403, 403],
  'POST /api/v1/chat/users/:id/unblock':   [200, 403, 403, 403, 403],
  // The latest configuration (market types order, deposit message): signed-in only.
  'PATCH /api/v1/latestConfig/:id':        [200, 200, 200, 200, 200],
  // Bet match: the overview and an entry's order change, signed-in only.
  'PUT /api/v1/betMatches':                [200, 200, 200, 200, 200],
  'PATCH /api/v1/betMatchEntries/:id/order': [200, 200, 200, 200, 200],
  // Files: reading needs a sign-in, writing files.create / files.update / files.delete, an upload into a
  // module's folder also its editors (files-permissions.spec); these cells work in banners, which none but the admin edits.
  'POST /api/v1/files':                    [201, 403, 403, 403, 403],
  'PATCH /api/v1/files':                   [200, 403, 403, 403, 403],
  'DELETE /api/v1/files':                  [200, 403, 403, 403, 403],
  'POST /api/v1/folder':                   [201, 403, 403, 403, 403],
  'PATCH /api/v1/folder':                  [200, 403, 403, 403, 403],
  'POST /api/v1/files/folder':             [201, 403, 403, 403, 403],
  'PATCH /api/v1/files/folder':            [200, 403, 403, 403, 403],
  // Presence on a record: any signed-in user, on a module they may read (medals: the viewer reads it).
  'PUT /api/v1/live/presence':             [204, 403, 204, 403, 403],
  'POST /api/v1/live/presence/leave':      [204, 403, 204, 403, 403],
  // Campaigns: campaign.* (the super admin and the landing editor hold them); an item also needs its module's
  // permission when added and when published: the editor may not add the admin's hot banner item nor publish it (409:
  // the run refuses it and publishes nothing), but may rename, schedule, take items out of or delete a campaign.
  'POST /api/v1/campaigns':                [201, 201, 403, 403, 403],
  'PATCH /api/v1/campaigns/:id':           [200, 200, 403, 403, 403],
  'DELETE /api/v1/campaigns/:id':          [200, 200, 403, 403, 403],
  'POST /api/v1/campaigns/:id/items':      [201, 403, 403, 403, 403],
  'DELETE /api/v1/campaigns/:id/items/:itemId': [200, 200, 403, 403, 403],
  'POST /api/v1/campaigns/:id/schedule':   [200, 200, 403, 403, 403],
  'POST /api/v1/campaigns/:id/unschedule': [200, 200, 403, 403, 403],
  'POST /api/v1/campaigns/:id/publish':    [200, 409, 403, 403, 403],
  'POST /api/v1/campaigns/:id/rollback':   [200, 403, 403, 403, 403],
  // The second factor: a super admin's alone to reset or to require of a role (users.update / roles.update are not enough).
  'POST /api/v1/users/:id/second-factor/reset': [200, 403, 403, 403, 403],
  'PUT /api/v1/roles/:id/second-factor-policy': [200, 403, 403, 403, 403],
  // Anyone signed in sets up their own; a code from the caller's own authenticator app is needed to confirm or remove
  // it (second-factor.spec proves those), so here each cell gets past the guard to the code's check (400); step-up
  // needs a factor, which none of these callers has (409).
  'POST /api/v1/profile/second-factor/totp': [200, 200, 200, 200, 200],
  'POST /api/v1/profile/second-factor/totp/confirm': [400, 400, 400, 400, 400],
  'POST /api/v1/profile/second-factor/totp/remove': [400, 400, 400, 400, 400],
  'POST /api/v1/auth/step-up':             [409, 409, 409, 409, 409],
  // Passkeys: anyone signed in registers their own (passkeys.spec proves a real registration; here an answer no
  // authenticator signed: 400); none of these callers has one to assert (409) or remove (404).
  'POST /api/v1/profile/passkeys/options': [200, 200, 200, 200, 200],
  'POST /api/v1/profile/passkeys':         [400, 400, 400, 400, 400],
  'POST /api/v1/profile/passkeys/assertion-options': [409, 409, 409, 409, 409],
  'POST /api/v1/profile/passkeys/:id/remove': [404, 404, 404, 404, 404],
  'POST /api/v1/auth/step-up/passkey':     [400, 400, 400, 400, 400],
  // The caller's own session and password: run last, each on a session of its own.
  'POST /api/v1/profile/password':         [200, 200, 200, 200, 200],
  'POST /api/v1/logout':                   [200, 200, 200, 200, 200],
};

// A bet match entry on the demo catalog's first event (its first game's first outcome).
const betMatchEntry = () => ({
  entryName: `Typ ${++cellNo}`, eventId: 9100001, gameId: 5200001, outcomeId: 7300001, outcomeName: 'Legia wygra',
  entryImage: '/files/bet-match/e.png', entryAltImage: '/files/bet-match/a.png', entryFrom: '2030-01-01T10:00:00.000Z', entryTill: '2030-01-02T10:00:00.000Z', sortOrder: 1,
});

/**
 * The callers' permissions, as the demo seed and beforeAll grant them (a test below checks each against its profile):
 * a cell of an engine-served write is allowed when the caller holds the permission the module's definition names.
 */
const HOLDERS: Record<CallerName, PermissionHolder> = {
  admin: { permissions: {}, allPermissions: true },
  editor: holding((p) => p.startsWith('landing.') || p.startsWith('campaign.')),
  viewer: holding((p) => p.endsWith('.index') || p.endsWith('.read')),
  usersOnly: holding((p) => p.startsWith('users.')),
  rolesOnly: holding((p) => p.startsWith('roles.')),
};
function holding(granted: (permission: string) => boolean): PermissionHolder {
  return { permissions: Object.fromEntries(permissionCatalogue().filter(granted).map((p) => [p, true as const])), allPermissions: false };
}

/** Engine-served modules whose rows stay hand-written above: their fixtures need more than a record of their own. */
const HAND_WRITTEN = new Set(['roles', 'users', 'landing-pages']);

/** Where a demo row holds what only the server assigns (avatars' ids), the create body leaves it out. */
const DEMO_ROW_AS_INPUT: Partial<Record<string, (row: Record<string, unknown>) => Record<string, unknown>>> = {
  avatars: (row) => ({ ...row, avatars: (row.avatars as Record<string, unknown>[]).map(({ avatarId: _assigned, ...avatar }) => avatar) }),
};

/**
 * The record writes of every other engine-served resource (RESOURCES), derived: each cell writes a fresh record
 * made from the resource's first demo row (unique fields made distinct), and expects success exactly for the
 * callers holding the module's create / update / delete permission (any signed-in caller where it names none). A
 * route that forgets its check answers a caller without the permission with success, and the cell fails.
 */
const DERIVED: Record<string, () => Promise<CellRequest>> = {};
for (const resource of RESOURCES as ResourceDefinition[]) {
  if (HAND_WRITTEN.has(resource.module.name)) continue;
  const base = `${API_PREFIX[resource.module.api.base]}/${resource.module.api.path}`;
  const key = resource.keyField ?? 'id';
  const body = demoBody(resource);
  // An update sends the fields the module lets one edit (not a key field, nor one fixed at creation).
  const editable = new Set(Object.keys(recordWriter(resource).editEntries));
  const edited = () => Object.fromEntries(Object.entries(body()).filter(([field]) => editable.has(field)));
  const made = async () => (await asAdmin('POST', base, body())) as Record<string, string | number> & { version: number };
  const address = (record: Record<string, string | number>) => `${base}/${encodeURIComponent(record[key])}`;
  const update = async () => {
    const record = await made();
    return { url: address(record), payload: { ...edited(), version: record.version } };
  };
  const serves = (route: 'create' | 'update' | 'delete') => !resource.routes || resource.routes.includes(route);
  const cells: (readonly [route: string, action: ModuleAction, ok: Status, request: () => Promise<CellRequest>])[] = [
    ...(serves('create') ? [[`POST ${base}`, 'create', 201, async () => ({ url: base, payload: body() })] as const] : []),
    ...(serves('update') ? [[`PUT ${base}/:${key}`, 'update', 200, update] as const, [`PATCH ${base}/:${key}`, 'update', 200, update] as const] : []),
    ...(serves('delete') ? [[`DELETE ${base}/:${key}`, 'delete', 200, async () => ({ url: address(await made()) })] as const] : []),
  ];
  for (const [route, action, ok, request] of cells) {
    const permission = modulePermission(resource.module, action);
    MATRIX[route] = CALLERS.map((caller) => (permission === undefined || hasPermission(HOLDERS[caller], permission) ? ok : 403)) as (typeof MATRIX)[string];
    DERIVED[route] = request;
  }
}

/** A fresh create body from the resource's first demo row: its server-kept fields left out, its unique ones made distinct. */
function demoBody(resource: ResourceDefinition): () => Record<string, unknown> {
  const [demo] = resource.demo?.(new Date()) ?? [];
  const row = demo && (DEMO_ROW_AS_INPUT[resource.module.name]?.(demo) ?? demo);
  if (!row) throw new Error(`${resource.module.name} has no demo rows: write its matrix rows by hand (HAND_WRITTEN)`);
  const kept = new Set(resource.serverFields ?? []);
  const unique = new Set([...(resource.unique ?? []).map((u) => u.field), ...(resource.keyField ? [resource.keyField] : [])]);
  const distinct = (value: unknown, n: number) =>
    typeof value === 'number' ? value + 100_000 + n : typeof value === 'string' && /^\d+$/.test(value) ? String(Number(value) + 100_000 + n) : `${String(value)}${n}`;
  return () => {
    const n = ++cellNo;
    return Object.fromEntries(Object.entries(row).filter(([field]) => !kept.has(field)).map(([field, value]) => [field, unique.has(field) ? distinct(value, n) : value]));
  };
}

/** Mutating routes anyone may call (no session): listed so that adding one is a conscious choice. */
const PUBLIC_MUTATIONS = [
  'POST /api/v1/auth/login', 'POST /api/v1/auth/login/second-factor', 'POST /api/v1/auth/login/passkey-options', 'POST /api/v1/auth/login/passkey',
  'POST /api/v1/auth/passkey/options', 'POST /api/v1/auth/passkey/sign-in', 'POST /api/v1/auth/sso/complete', 'POST /api/v1/password/forgot', 'POST /api/v1/password/reset', 'POST /api/chat/rooms/:roomId/messages'];

/** Routes that act on the caller's own session: each cell signs in afresh. */
const OWN_SESSION = new Set(['POST /api/v1/profile/password', 'POST /api/v1/logout']);

interface CellRequest {
  url: string;
  payload?: object | Buffer;
  /** Beside the session token (a raw upload's content type). */
  headers?: Record<string, string>;
}

let app: TestApp;
let testShell: Awaited<ReturnType<typeof serveTestShell>>;
const tokens = {} as Record<CallerName, string>;
const emails: Record<CallerName, string> = {
  admin: 'admin@example.com',
  editor: 'editor@example.com',
  viewer: 'viewer@example.com',
  usersOnly: 'users-only@example.com',
  rolesOnly: 'roles-only@example.com',
};
let emptyRoleId: number;
let cellNo = 0;

async function asAdmin(method: 'POST' | 'DELETE', url: string, payload?: object) {
  const res = await app.inject({ method, url, headers: { 'x-access-token': tokens.admin }, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`fixture ${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** A published content build of its own (a canary of the live build is refused), on the test shell's content host. */
function canaryBuild(): string {
  const version = `1.0.${++cellNo}`;
  const url = `${new URL(testShell.configured.content).origin}/releases/${version}/mf-manifest.json`;
  testShell.hosts.files.set(url, testManifest('content', version));
  return url;
}

/** Ends the canary a cell left (none: 409, fine). */
async function endCanary() {
  await app.inject({ method: 'DELETE', url: '/api/v1/remotes/content/canary', headers: { 'x-access-token': tokens.admin } });
}

async function asAdminPut(url: string, payload: object) {
  const res = await app.inject({ method: 'PUT', url, headers: { 'x-access-token': tokens.admin }, payload });
  if (res.statusCode >= 300) throw new Error(`fixture PUT ${url}: ${res.statusCode} ${res.body}`);
}

/** A staff account no caller outranks it in: its only role grants nothing. */
async function targetUser(): Promise<number> {
  const n = ++cellNo;
  return insertUser(app.db, { email: `target${n}@example.com`, firstName: 'T', lastName: `${n}`, passwordHash: 'unused', rolesIds: [emptyRoleId] }, new Date());
}
const emptyRole = async () => (await asAdmin('POST', '/api/v1/roles', { roleName: `Empty ${++cellNo}` })).id as number;
/** The history entry of a role deleted for good (what Restore in the history screen sends). */
async function deletedRoleEntry(): Promise<string> {
  const id = await emptyRole();
  await asAdmin('DELETE', `/api/v1/roles/${id}`);
  const { rows } = await app.db.query<{ id: string }>(`SELECT id FROM history WHERE module = 'roles' AND record_id = $1 AND action = 'delete'`, [String(id)]);
  return rows[0].id;
}
const landingPage = async () => (await asAdmin('POST', '/api/landingPages', { config: pageConfig(`matrix-${++cellNo}`) })) as { id: number; version: number };
const uploaded = async () => {
  const name = `m${++cellNo}.png`;
  await asAdmin('POST', '/api/v1/files', uploadBody(name, 'banners', PNG_1PX));
  return `banners/${name}`;
};
const folder = async () => {
  const path = `banners/f${++cellNo}`;
  await asAdmin('POST', `/api/v1/folder?${q({ path })}`, {});
  return path;
};

/** A Polish translations file adding one key (previewed by the admin for its id). */
function translationRequests(): Record<string, () => Promise<CellRequest>> {
  const file = () => ({ language: 'pl', resources: { app: { matrix: { [`f${++cellNo}`]: 'Tekst' } } } });
  return {
    'POST /api/v1/app-translations/import/preview': async () => ({ url: '/api/v1/app-translations/import/preview', payload: file() }),
    'POST /api/v1/app-translations/import': async () => {
      const body = file();
      const { previewId } = (await asAdmin('POST', '/api/v1/app-translations/import/preview', body)) as { previewId: string };
      return { url: '/api/v1/app-translations/import', payload: { ...body, previewId } };
    },
  };
}
/** A fresh message in the first demo room (posted through the public route), and the chat user who posted it. */
function chatRequests(): Record<string, () => Promise<CellRequest>> {
  const posted = async () => {
    const rooms = await app.inject({ method: 'GET', url: '/api/v1/chat/rooms', headers: { 'x-access-token': tokens.admin } });
    const res = await app.inject({ method: 'POST', url: `/api/chat/rooms/${rooms.json().data[0].id}/messages`, remoteAddress: nextAddress(), payload: playerPost(`p-matrix-${++cellNo}`, 'Matrix', 'Wiadomość') });
    return res.json().data as { id: number; userId: number };
  };
  return {
    'POST /api/v1/chat/messages/:id/hide': async () => ({ url: `/api/v1/chat/messages/${(await posted()).id}/hide` }),
    'POST /api/v1/chat/messages/:id/unhide': async () => ({ url: `/api/v1/chat/messages/${(await posted()).id}/unhide` }),
    'DELETE /api/v1/chat/messages/:id': async () => ({ url: `/api/v1/chat/messages/${(await posted()).id}` }),
    'POST /api/v1/chat/users/:id/block': async () => ({ url: `/api/v1/chat/users/${(await posted()).userId}/block`, payload: { blockedTill: '2099-01-01T00:00:00.000Z' } }),
    'POST /api/v1/chat/users/:id/unblock': async () => ({ url: `/api/v1/chat/users/${(await posted()).userId}/unblock` }),
  };
}
/** A fresh campaign per cell (made by the admin): empty, with one item on a fresh hot banner, scheduled or published. */
function campaignRequests(): Record<string, () => Promise<CellRequest>> {
  const hotBanner = async () => (await asAdmin('POST', '/api/v1/banners', { bannerName: `Kampania ${++cellNo}`, pl_link: '/promocje', sortOrder: 1 })) as { id: number };
  const campaign = async () => (await asAdmin('POST', '/api/v1/campaigns', { name: `Kampania ${++cellNo}` })) as { id: number; version: number };
  const withItem = async () => {
    const made = await campaign();
    const item = (await asAdmin('POST', `/api/v1/campaigns/${made.id}/items`, { module: 'hotbanner', recordId: (await hotBanner()).id, action: 'publish' })) as { id: number };
    return { ...made, itemId: item.id };
  };
  const at = () => new Date(Date.now() + 3_600_000).toISOString();
  return {
    'POST /api/v1/campaigns': async () => ({ url: '/api/v1/campaigns', payload: { name: `Kampania ${++cellNo}` } }),
    'PATCH /api/v1/campaigns/:id': async () => {
      const made = await campaign();
      return { url: `/api/v1/campaigns/${made.id}`, payload: { name: `Zmieniona ${++cellNo}`, version: made.version } };
    },
    'DELETE /api/v1/campaigns/:id': async () => ({ url: `/api/v1/campaigns/${(await campaign()).id}` }),
    'POST /api/v1/campaigns/:id/items': async () => ({ url: `/api/v1/campaigns/${(await campaign()).id}/items`, payload: { module: 'hotbanner', recordId: (await hotBanner()).id, action: 'publish' } }),
    'DELETE /api/v1/campaigns/:id/items/:itemId': async () => {
      const made = await withItem();
      return { url: `/api/v1/campaigns/${made.id}/items/${made.itemId}` };
    },
    'POST /api/v1/campaigns/:id/schedule': async () => ({ url: `/api/v1/campaigns/${(await withItem()).id}/schedule`, payload: { scheduledAt: at() } }),
    'POST /api/v1/campaigns/:id/unschedule': async () => {
      const { id } = await withItem();
      await asAdmin('POST', `/api/v1/campaigns/${id}/schedule`, { scheduledAt: at() });
      return { url: `/api/v1/campaigns/${id}/unschedule` };
    },
    'POST /api/v1/campaigns/:id/publish': async () => ({ url: `/api/v1/campaigns/${(await withItem()).id}/publish` }),
    'POST /api/v1/campaigns/:id/rollback': async () => {
      const { id } = await withItem();
      await asAdmin('POST', `/api/v1/campaigns/${id}/publish`);
      return { url: `/api/v1/campaigns/${id}/rollback` };
    },
  };
}
const permanentPromotion = () => ({ name: `Promocja ${++cellNo}`, landing_page_url: `https://example.com/promo-${cellNo}` });

/** A fresh, valid request for each route; fixtures are made by the super admin. */
const REQUESTS: Record<string, () => Promise<CellRequest>> = {
  'POST /api/v1/users': async () => ({ url: '/api/v1/users', payload: { firstName: 'N', lastName: 'U', email: `new${++cellNo}@example.com`, rolesIds: [emptyRoleId], password: 'Passw0rd!' } }),
  'PUT /api/v1/users/:id': async () => ({ url: `/api/v1/users/${await targetUser()}`, payload: { firstName: 'Renamed', lastName: 'U', email: `moved${++cellNo}@example.com`, rolesIds: [emptyRoleId], version: 1 } }),
  'DELETE /api/v1/users/:id': async () => ({ url: `/api/v1/users/${await targetUser()}` }),
  'POST /api/v1/users/:id/block': async () => ({ url: `/api/v1/users/${await targetUser()}/block`, payload: { blockedTill: '2099-01-01T00:00:00.000Z' } }),
  'POST /api/v1/users/:id/unblock': async () => ({ url: `/api/v1/users/${await targetUser()}/unblock` }),
  'POST /api/v1/users/:id/password': async () => ({ url: `/api/v1/users/${await targetUser()}/password`, payload: { password: 'N3wPassw0rd', confirmPassword: 'N3wPassw0rd' } }),
  'POST /api/v1/roles': async () => ({ url: '/api/v1/roles', payload: { roleName: `Made ${++cellNo}` } }),
  'POST /api/v1/users/:id/second-factor/reset': async () => ({ url: `/api/v1/users/${await targetUser()}/second-factor/reset` }),
  'PUT /api/v1/roles/:id/second-factor-policy': async () => ({ url: `/api/v1/roles/${await emptyRole()}/second-factor-policy`, payload: { required: true } }),
  'POST /api/v1/profile/second-factor/totp': async () => ({ url: '/api/v1/profile/second-factor/totp' }),
  'POST /api/v1/profile/second-factor/totp/confirm': async () => ({ url: '/api/v1/profile/second-factor/totp/confirm', payload: { code: 'not a code' } }),
  'POST /api/v1/profile/second-factor/totp/remove': async () => ({ url: '/api/v1/profile/second-factor/totp/remove', payload: { code: 'not a code' } }),
  'POST /api/v1/auth/step-up': async () => ({ url: '/api/v1/auth/step-up', payload: { code: '123456' } }),
  'POST /api/v1/profile/passkeys/options': async () => ({ url: '/api/v1/profile/passkeys/options' }),
  'POST /api/v1/profile/passkeys': async () => ({ url: '/api/v1/profile/passkeys', payload: { name: 'Key', response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' }, clientExtensionResults: {} } } }),
  'POST /api/v1/profile/passkeys/assertion-options': async () => ({ url: '/api/v1/profile/passkeys/assertion-options' }),
  'POST /api/v1/profile/passkeys/:id/remove': async () => ({ url: '/api/v1/profile/passkeys/999999/remove', payload: { code: '123456' } }),
  'POST /api/v1/auth/step-up/passkey': async () => ({ url: '/api/v1/auth/step-up/passkey', payload: { passkey: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' }, clientExtensionResults: {} } } }),
  'PUT /api/v1/roles/:id': async () => ({ url: `/api/v1/roles/${await emptyRole()}`, payload: { roleName: `Put ${++cellNo}`, permissions: [], version: 1 } }),
  'PATCH /api/v1/roles/:id': async () => ({ url: `/api/v1/roles/${await emptyRole()}`, payload: { roleName: `Patched ${++cellNo}`, version: 1 } }),
  'DELETE /api/v1/roles/:id': async () => ({ url: `/api/v1/roles/${await emptyRole()}` }),
  'POST /api/v1/history/:entryId/restore': async () => ({ url: `/api/v1/history/${await deletedRoleEntry()}/restore` }),
  'POST /api/landingPages': async () => ({ url: '/api/landingPages', payload: { config: pageConfig(`new-${++cellNo}`) } }),
  'POST /api/permanentPromotions': async () => ({ url: '/api/permanentPromotions', payload: permanentPromotion() }),
  'PUT /api/permanentPromotions/:id': async () => ({
    url: `/api/permanentPromotions/${((await asAdmin('POST', '/api/permanentPromotions', permanentPromotion())) as { id: number }).id}`,
    payload: permanentPromotion(),
  }),
  'POST /api/v1/deploy-tokens': async () => ({ url: '/api/v1/deploy-tokens', payload: { name: `matrix CI ${++cellNo}`, remotes: ['content'] } }),
  'DELETE /api/v1/deploy-tokens/:id': async () => ({
    url: `/api/v1/deploy-tokens/${((await asAdmin('POST', '/api/v1/deploy-tokens', { name: `matrix revoke ${++cellNo}`, remotes: ['content'] })) as { id: number }).id}`,
  }),
  // Unsealed: a file may be sent again; a version nothing was uploaded to cannot be sealed (404).
  'PUT /api/v1/releases/:name/:version/files/*': async () => ({ url: '/api/v1/releases/content/9.9.9-matrix/files/remoteEntry.js', payload: Buffer.from('export {}'), headers: { 'content-type': 'application/octet-stream' } }),
  'POST /api/v1/releases/:name/:version/seal': async () => ({ url: '/api/v1/releases/content/9.9.8-matrix/seal', payload: { files: ['mf-manifest.json'] } }),
  // Back to the build the test shell's config.json names: never stale, so no other cell's switch is in the way.
  'PUT /api/v1/remotes/:name': async () => ({
    url: '/api/v1/remotes/content',
    payload: { manifestUrl: testShell.configured.content, version: '1.0.0', fromUrl: null },
  }),
  'POST /api/v1/remotes/load-errors': async () => ({
    url: '/api/v1/remotes/load-errors',
    payload: { remote: 'content', errorId: 'E-MATRIX', version: '9.0.0', manifestUrl: testShell.configured.content, reasons: ['content 9.0.0 needs @backoffice/ui ≥ 9, this shell has 2.0.0'] },
  }),
  'PUT /api/v1/remotes/:name/canary': async () => {
    await endCanary();
    return { url: '/api/v1/remotes/content/canary', payload: { manifestUrl: canaryBuild(), version: '1.0.1', percent: 10 } };
  },
  'POST /api/v1/remotes/:name/canary/promote': async () => {
    await endCanary();
    await asAdminPut('/api/v1/remotes/content/canary', { manifestUrl: canaryBuild(), version: '1.0.1', percent: 10 });
    return { url: '/api/v1/remotes/content/canary/promote' };
  },
  'DELETE /api/v1/remotes/:name/canary': async () => {
    await endCanary();
    await asAdminPut('/api/v1/remotes/content/canary', { manifestUrl: canaryBuild(), version: '1.0.1', percent: 10 });
    return { url: '/api/v1/remotes/content/canary' };
  },
  'POST /api/v1/remotes/field-data': async () => ({
    url: '/api/v1/remotes/field-data',
    payload: { remote: 'content', version: '9.0.0', samples: [{ kind: 'view' }, { kind: 'INP', value: 48 }] },
  }),
  'PATCH /api/landingPages/:id': async () => {
    const page = await landingPage();
    return { url: `/api/landingPages/${page.id}`, payload: { config: pageConfig(`edited-${++cellNo}`), version: page.version } };
  },
  'PUT /api/landingPages/:id': async () => {
    const page = await landingPage();
    return { url: `/api/landingPages/${page.id}`, payload: { config: pageConfig(`put-${++cellNo}`), version: page.version } };
  },
  'PATCH /api/landingPages/:id/status': async () => ({ url: `/api/landingPages/${(await landingPage()).id}/status`, payload: { status: 'published' } }),
  'DELETE /api/landingPages/:id': async () => ({ url: `/api/landingPages/${(await landingPage()).id}` }),
  'POST /api/landingPages/:id/restore': async () => {
    const { id } = await landingPage();
    await asAdmin('DELETE', `/api/landingPages/${id}`);
    return { url: `/api/landingPages/${id}/restore` };
  },
  'PATCH /api/landingPages/bulkEdit': async () => {
    const page = await landingPage();
    return { url: '/api/landingPages/bulkEdit', payload: { items: [{ id: page.id, version: page.version }], changes: { terms: 'Regulamin' } } };
  },
  'POST /api/baseConfig': async () => ({ url: '/api/baseConfig', payload: { config: { ctaLabel: 'Graj', defaultHeadline: 'Bonus', disclaimer: '18+' } } }),
  'POST /api/v1/files': async () => ({ url: '/api/v1/files', payload: uploadBody(`up${++cellNo}.png`, 'banners', PNG_1PX) }),
  'PATCH /api/v1/files': async () => ({ url: '/api/v1/files', payload: { source: await uploaded(), destination: `banners/renamed${++cellNo}.png` } }),
  'DELETE /api/v1/files': async () => ({ url: `/api/v1/files?${q({ path: await uploaded() })}` }),
  'POST /api/v1/folder': async () => ({ url: `/api/v1/folder?${q({ path: `banners/new${++cellNo}` })}`, payload: {} }),
  'PATCH /api/v1/folder': async () => ({ url: '/api/v1/folder', payload: { source: await folder(), destination: `banners/moved${++cellNo}` } }),
  'POST /api/v1/files/folder': async () => ({ url: `/api/v1/files/folder?${q({ path: `banners/alias${++cellNo}` })}`, payload: {} }),
  'PATCH /api/v1/files/folder': async () => ({ url: '/api/v1/files/folder', payload: { source: await folder(), destination: `banners/alias-moved${++cellNo}` } }),
  'POST /api/v1/profile/password': async () => ({ url: '/api/v1/profile/password', payload: { oldPassword: 'Passw0rd!', password: 'Passw0rd!', confirmPassword: 'Passw0rd!' } }),
  'POST /api/v1/logout': async () => ({ url: '/api/v1/logout' }),
  ...translationRequests(),
  'PATCH /api/v1/security/cloudflare': async () => ({ url: '/api/v1/security/cloudflare', payload: { value: 'high' } }),
  'PATCH /api/v1/latestConfig/:id': async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/latestConfig', headers: { 'x-access-token': tokens.admin } });
    const { id, version, market_types } = res.json().data as { id: number; version: number; market_types: number[] };
    return { url: `/api/v1/latestConfig/${id}`, payload: { market_types: [...market_types].reverse(), version } };
  },
  'PUT /api/v1/betMatches': async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/betMatches', headers: { 'x-access-token': tokens.admin } });
    return { url: '/api/v1/betMatches', payload: { betmatchTitle: 'Typy dnia', betmatchDescription: 'Najlepsze typy.', betmatchImage: '/files/bet-match/o.png', version: res.json().data.version } };
  },
  'PATCH /api/v1/betMatchEntries/:id/order': async () => ({ url: `/api/v1/betMatchEntries/${(await asAdmin('POST', '/api/v1/betMatchEntries', betMatchEntry())).id}/order`, payload: { order: 1 } }),
  ...chatRequests(),
  'PUT /api/v1/live/presence': async () => ({ url: '/api/v1/live/presence', payload: { module: 'medals', id: 1, tabId: `matrix-tab-${++cellNo}` } }),
  'POST /api/v1/live/presence/leave': async () => ({ url: '/api/v1/live/presence/leave', payload: { module: 'medals', id: 1, tabId: `matrix-tab-${++cellNo}` } }),
  ...campaignRequests(),
  ...DERIVED,
};

beforeAll(async () => {
  // The shell the remotes' routes read (config.json, shell-contracts.json) and the content remote's host.
  testShell = await serveTestShell(['content']);
  app = await createTestApp({ shellUrl: testShell.shellUrl });
  // The images the bet match entries name, stored at their rules' sizes (a link to no stored file is refused).
  await storedImage(app, 'bet-match/e.png', 'betMatchEvent');
  await storedImage(app, 'bet-match/a.png', 'betMatchNewOverview');
  tokens.admin = await login(app, emails.admin);
  emptyRoleId = (await asAdmin('POST', '/api/v1/roles', { roleName: 'Nothing' })).id;
  for (const [caller, group] of [['usersOnly', 'users.'], ['rolesOnly', 'roles.']] as const) {
    const role = await asAdmin('POST', '/api/v1/roles', { roleName: caller, permissions: permissionCatalogue().filter((p) => p.startsWith(group)) });
    await asAdmin('POST', '/api/v1/users', { firstName: caller, lastName: 'Crafted', email: emails[caller], rolesIds: [role.id], password: 'Passw0rd!' });
  }
  for (const caller of CALLERS) tokens[caller] ??= await login(app, emails[caller]);
});
afterAll(async () => {
  await app.close();
  await testShell.hosts.close();
});

function mutatingRoutes(publicOnes: boolean): string[] {
  return app.routeAccess
    .filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && (r.access === 'public') === publicOnes)
    .map((r) => `${r.method} ${r.url}`);
}

describe('mutation permission matrix', () => {
  it('lists every mutating route the app registers, and nothing else', () => {
    expect(mutatingRoutes(false).sort()).toEqual(Object.keys(MATRIX).sort());
    expect(Object.keys(REQUESTS).sort()).toEqual(Object.keys(MATRIX).sort());
    expect(mutatingRoutes(true).sort()).toEqual([...PUBLIC_MUTATIONS].sort());
  });

  it('derives its engine rows from what each caller holds', async () => {
    for (const caller of CALLERS) {
      const res = await app.inject({ method: 'GET', url: '/api/v1/profile', headers: { 'x-access-token': tokens[caller] } });
      const { permissions, allPermissions } = res.json().data as { permissions: Record<string, boolean>; allPermissions: boolean };
      const held = Object.keys(permissions).filter((p) => permissions[p]);
      expect({ caller, allPermissions, held: allPermissions ? [] : held.sort() }).toEqual({ caller, allPermissions: HOLDERS[caller].allPermissions, held: Object.keys(HOLDERS[caller].permissions).sort() });
    }
  });

  const rows = Object.entries(MATRIX).sort(([a], [b]) => Number(OWN_SESSION.has(a)) - Number(OWN_SESSION.has(b)));
  it.each(rows)('%s answers %j to admin, editor, viewer, users only, roles only', async (route, expected) => {
    const [method] = route.split(' ');
    const actual: Status[] = [];
    for (const caller of CALLERS) {
      const { url, payload, headers } = await REQUESTS[route]();
      const token = OWN_SESSION.has(route) ? await login(app, emails[caller]) : tokens[caller];
      const res = await app.inject({ method: method as 'POST', url, headers: { 'x-access-token': token, ...headers }, ...(payload ? { payload } : {}) });
      actual.push(res.statusCode);
    }
    expect(actual).toEqual(expected);
  });
});
