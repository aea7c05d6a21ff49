// Users and roles through the API: CRUD, the version check, and the rules that stop privilege escalation.
import { createTestApp, login, type TestApp } from './helpers';

let app: TestApp;
let admin: string;
let viewer: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await login(app, 'admin@example.com');
  viewer = await login(app, 'viewer@example.com');
});
afterAll(() => app.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: unknown) =>
  app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('roles', () => {
  it('creates, lists with search and paging, updates with the version, refuses a stale version', async () => {
    const created = await call('POST', '/api/v1/roles', admin, { roleName: 'Banner team', permissions: ['banners.index', 'banners.update'] });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ data: { roleName: 'Banner team', version: 1 }, message: 'Role created successfully' });
    const { id } = created.json().data;

    const list = await call('GET', '/api/v1/roles?search=banner&pageSize=5&sort=roleName&order=desc', admin);
    expect(list.json().data).toMatchObject({ total: 1, page: 1, pageSize: 5, items: [{ id, roleName: 'Banner team' }] });

    const updated = await call('PUT', `/api/v1/roles/${id}`, admin, { roleName: 'Banners', permissions: ['banners.index'], version: 1 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ roleName: 'Banners', version: 2, permissions: ['banners.index'] });

    const stale = await call('PATCH', `/api/v1/roles/${id}`, admin, { roleName: 'Lost edit', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', `/api/v1/roles/${id}`, admin)).json().data.roleName).toBe('Banners');

    expect((await call('DELETE', `/api/v1/roles/${id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/roles/${id}`, admin)).statusCode).toBe(404);
  });

  it('grants only permissions a served module declares; one a dropped module left on a role may stay', async () => {
    const typo = await call('POST', '/api/v1/roles', admin, { roleName: 'Typo team', permissions: ['banners.indx'] });
    expect([typo.statusCode, typo.json().errorMessages]).toEqual([400, { permissions: ['must be a valid permission!'] }]);
    const created = await call('POST', '/api/v1/roles', admin, { roleName: 'Partner team', permissions: ['banners.index'] });
    const { id } = created.json().data;
    // As if a module that declared promoPartners.index had been dropped since the role was given it.
    await app.db.query(`UPDATE roles SET permissions = '["banners.index","promoPartners.index"]' WHERE id = $1`, [id]);
    const kept = await call('PUT', `/api/v1/roles/${id}`, admin, { roleName: 'Partner team', permissions: ['banners.index', 'promoPartners.index'], version: 1 });
    expect(kept.statusCode).toBe(200);
    const added = await call('PUT', `/api/v1/roles/${id}`, admin, { roleName: 'Partner team', permissions: ['banners.index', 'promoPartners.index', 'promoPartners.create'], version: 2 });
    expect(added.statusCode).toBe(400);
    expect((await call('DELETE', `/api/v1/roles/${id}`, admin)).statusCode).toBe(200);
  });

  it('answers 409 for a duplicate name and for deleting a role in use', async () => {
    expect((await call('POST', '/api/v1/roles', admin, { roleName: 'viewer' })).statusCode).toBe(409);
    const roles = (await call('GET', '/api/v1/roles?search=Viewer', admin)).json().data.items;
    expect((await call('DELETE', `/api/v1/roles/${roles[0].id}`, admin)).statusCode).toBe(409);
  });

  it('pages past the end with the right total', async () => {
    const page = (await call('GET', '/api/v1/roles?page=50', admin)).json().data;
    expect(page).toMatchObject({ items: [], total: 3, page: 50 });
  });
});

describe('users', () => {
  let roleId: number;
  beforeAll(async () => {
    roleId = (await call('POST', '/api/v1/roles', admin, { roleName: 'Chat moderators', permissions: ['chatroom.index'] })).json().data.id;
  });

  it('creates a user who can sign in, never shows the hash, and updates with the version', async () => {
    const created = await call('POST', '/api/v1/users', admin, { firstName: 'Jan', lastName: 'Zieliński', email: 'jan@example.com', rolesIds: [roleId], password: 'Passw0rd!' });
    expect(created.statusCode).toBe(201);
    const user = created.json().data;
    expect(user).toMatchObject({ email: 'jan@example.com', rolesIds: [roleId], roles: ['Chat moderators'], version: 1 });
    expect(JSON.stringify(user)).not.toMatch(/argon|hash/i);
    const token = await login(app, 'jan@example.com');
    expect((await call('GET', '/api/v1/profile', token)).json().data.permissions).toEqual({ 'chatroom.index': true });

    const dup = await call('POST', '/api/v1/users', admin, { firstName: 'J', lastName: 'Z', email: 'JAN@example.com', rolesIds: [roleId], password: 'Passw0rd!' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errorMessages.email).toBeDefined();

    const body = { firstName: 'Janek', lastName: 'Zieliński', email: 'jan@example.com', rolesIds: [roleId], version: 1 };
    expect((await call('PUT', `/api/v1/users/${user.id}`, admin, body)).statusCode).toBe(200);
    expect((await call('PUT', `/api/v1/users/${user.id}`, admin, body)).statusCode).toBe(409);

    const list = (await call('GET', '/api/v1/users?search=janek', viewer)).json().data;
    expect(list.items.map((u: { email: string }) => u.email)).toEqual(['jan@example.com']);
  });

  it('blocks and unblocks an account, ending its sessions', async () => {
    const id = (await call('GET', '/api/v1/users?search=viewer@', admin)).json().data.items[0].id;
    const token = await login(app, 'viewer@example.com');
    const blocked = await call('POST', `/api/v1/users/${id}/block`, admin, { blockedTill: '2099-01-01T00:00:00.000Z' });
    expect(blocked.statusCode).toBe(200);
    expect((await call('GET', '/api/v1/profile', token)).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'viewer@example.com', password: 'Passw0rd!' } })).statusCode).toBe(403);
    expect((await call('POST', `/api/v1/users/${id}/unblock`, admin)).statusCode).toBe(200);
    viewer = await login(app, 'viewer@example.com');
  });

  it('stops escalation: super admin roles, ungranted permissions and passwords need their own rights', async () => {
    const manager = (await call('POST', '/api/v1/roles', admin, { roleName: 'Role managers', permissions: ['roles.create', 'roles.update', 'users.update', 'users.create', 'users.index'] })).json().data;
    await call('POST', '/api/v1/users', admin, { firstName: 'Ola', lastName: 'M', email: 'ola@example.com', rolesIds: [manager.id], password: 'Passw0rd!' });
    const ola = await login(app, 'ola@example.com');
    expect((await call('POST', '/api/v1/roles', ola, { roleName: 'Everything', allPermissions: true })).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/roles', ola, { roleName: 'Security', permissions: ['security'] })).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/roles', ola, { roleName: 'Role helpers', permissions: ['roles.create'] })).statusCode).toBe(201);

    const superRole = (await call('GET', '/api/v1/roles?search=Super', admin)).json().data.items[0].id;
    expect((await call('POST', '/api/v1/users', ola, { firstName: 'X', lastName: 'Y', email: 'x@example.com', rolesIds: [superRole], password: 'Passw0rd!' })).statusCode).toBe(403);
    const jan = (await call('GET', '/api/v1/users?search=jan@', admin)).json().data.items[0];
    const withPassword = { firstName: jan.firstName, lastName: jan.lastName, email: jan.email, rolesIds: jan.rolesIds, version: jan.version, password: 'Hijacked1!' };
    expect((await call('PUT', `/api/v1/users/${jan.id}`, ola, withPassword)).statusCode).toBe(403);
    expect((await call('PUT', `/api/v1/users/${jan.id}`, admin, withPassword)).statusCode).toBe(200);
    await login(app, 'jan@example.com', 'Hijacked1!');
  });

  it('a roles.* holder who is not super admin cannot remove permissions it does not hold, nor delete a role granting them', async () => {
    const editors = (await call('POST', '/api/v1/roles', admin, { roleName: 'Security team', permissions: ['security', 'banners.index'] })).json().data;
    const keepers = (await call('POST', '/api/v1/roles', admin, { roleName: 'Role keepers', permissions: ['roles.index', 'roles.read', 'roles.update', 'roles.delete', 'banners.index', 'users.index'] })).json().data;
    await call('POST', '/api/v1/users', admin, { firstName: 'Kim', lastName: 'K', email: 'kim@example.com', rolesIds: [keepers.id], password: 'Passw0rd!' });
    const kim = await login(app, 'kim@example.com');
    const stripped = await call('PUT', `/api/v1/roles/${editors.id}`, kim, { roleName: 'Security team', permissions: ['banners.index'], version: editors.version });
    expect(stripped.statusCode).toBe(403);
    expect(stripped.json().message).toBe('You cannot remove permissions you do not hold: security');
    // Removing what it holds itself stays allowed.
    const trimmed = await call('PUT', `/api/v1/roles/${editors.id}`, kim, { roleName: 'Security team', permissions: ['security'], version: editors.version });
    expect(trimmed.statusCode).toBe(200);
    const deleted = await call('DELETE', `/api/v1/roles/${editors.id}`, kim);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().message).toBe('You cannot delete a role granting permissions you do not hold: security');
    expect((await call('GET', `/api/v1/roles/${editors.id}`, admin)).json().data.permissions).toEqual(['security']);
    const own = (await call('POST', '/api/v1/roles', admin, { roleName: 'Banner readers', permissions: ['banners.index'] })).json().data;
    expect((await call('DELETE', `/api/v1/roles/${own.id}`, kim)).statusCode).toBe(200);
  });

  it('refuses deleting your own account', async () => {
    const me = (await call('GET', '/api/v1/profile', admin)).json().data.user.id;
    expect((await call('DELETE', `/api/v1/users/${me}`, admin)).statusCode).toBe(409);
  });
});

describe('what the roles and users screens need', () => {
  it('lists each role with how many users hold it, sorts by that, and a refused delete says how many', async () => {
    const roles = (await call('GET', '/api/v1/roles?sort=usersCount&order=desc&pageSize=100', admin)).json().data.items as { roleName: string; usersCount: number; id: number }[];
    expect(roles.every((r) => typeof r.usersCount === 'number')).toBe(true);
    expect(roles.map((r) => r.usersCount)).toEqual([...roles.map((r) => r.usersCount)].sort((a, b) => b - a));
    const viewerRole = roles.find((r) => r.roleName === 'Viewer')!;
    expect((await call('GET', `/api/v1/roles/${viewerRole.id}`, admin)).json().data.usersCount).toBe(viewerRole.usersCount);
    const refused = await call('DELETE', `/api/v1/roles/${viewerRole.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`This role cannot be deleted: ${viewerRole.usersCount} ${viewerRole.usersCount === 1 ? 'user still holds' : 'users still hold'} it. Remove it from them first.`);
  });

  it('filters users by status tab and by role', async () => {
    const role = (await call('POST', '/api/v1/roles', admin, { roleName: 'Filter role', permissions: ['banners.index'] })).json().data;
    const made = (await call('POST', '/api/v1/users', admin, { firstName: 'Filip', lastName: 'Filtr', email: 'filip@example.com', rolesIds: [role.id], password: 'Passw0rd!' })).json().data;
    const emails = async (query: string) => ((await call('GET', `/api/v1/users?${query}&pageSize=100`, admin)).json().data.items as { email: string }[]).map((u) => u.email);
    expect(await emails(`roleId=${role.id}`)).toEqual(['filip@example.com']);
    expect(await emails('status=blocked')).not.toContain('filip@example.com');
    await call('POST', `/api/v1/users/${made.id}/block`, admin, { blockedTill: '2099-01-01T00:00:00.000Z' });
    expect(await emails(`status=blocked&roleId=${role.id}`)).toEqual(['filip@example.com']);
    expect(await emails('status=active')).not.toContain('filip@example.com');
    expect(await emails('status=all')).toContain('filip@example.com');
    expect((await call('GET', '/api/v1/users?roleId=abc', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/users?status=gone', admin)).statusCode).toBe(400);
  });

  it('sets a new password with users.password only, signing the account out; never one\'s own', async () => {
    const role = (await call('POST', '/api/v1/roles', admin, { roleName: 'Password role', permissions: ['banners.index'] })).json().data;
    const made = (await call('POST', '/api/v1/users', admin, { firstName: 'Hanna', lastName: 'Hasło', email: 'hanna@example.com', rolesIds: [role.id], password: 'Passw0rd!' })).json().data;
    const hanna = await login(app, 'hanna@example.com');
    const body = { password: 'Nowe-haslo-1', confirmPassword: 'Nowe-haslo-1' };
    expect((await call('POST', `/api/v1/users/${made.id}/password`, viewer, body)).statusCode).toBe(403);
    const mismatch = await call('POST', `/api/v1/users/${made.id}/password`, admin, { password: 'Nowe-haslo-1', confirmPassword: 'Inne-haslo-1' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errorMessages.confirmPassword).toEqual(['Passwords do not match']);
    const short = await call('POST', `/api/v1/users/${made.id}/password`, admin, { password: 'krótkie', confirmPassword: 'krótkie' });
    expect(short.statusCode).toBe(400);
    const set = await call('POST', `/api/v1/users/${made.id}/password`, admin, body);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ message: 'Password changed successfully', data: { id: made.id, version: 2 } });
    expect((await call('GET', '/api/v1/profile', hanna)).statusCode).toBe(401);
    await login(app, 'hanna@example.com', 'Nowe-haslo-1');
    const me = (await call('GET', '/api/v1/profile', admin)).json().data.user.id;
    expect((await call('POST', `/api/v1/users/${me}/password`, admin, body)).statusCode).toBe(409);
    expect((await call('POST', '/api/v1/users/999999/password', admin, body)).statusCode).toBe(404);
  });

  it('offers the users form every role, marking those the caller may not assign', async () => {
    const role = (await call('POST', '/api/v1/roles', admin, { roleName: 'Users managers', permissions: ['users.index', 'users.create', 'banners.index'] })).json().data;
    await call('POST', '/api/v1/users', admin, { firstName: 'Marta', lastName: 'M', email: 'marta@example.com', rolesIds: [role.id], password: 'Passw0rd!' });
    const marta = await login(app, 'marta@example.com');
    const answer = await call('GET', '/api/v1/users/role-options', marta);
    expect(answer.statusCode).toBe(200);
    const options = answer.json().data as { roleName: string; grantable: boolean }[];
    expect(options.find((o) => o.roleName === 'Users managers')?.grantable).toBe(true);
    expect(options.find((o) => o.roleName === 'Super admin')?.grantable).toBe(false);
    expect(options.find((o) => o.roleName === 'Viewer')?.grantable).toBe(false);
    expect((await call('GET', '/api/v1/users/role-options', await login(app, 'editor@example.com'))).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/users/role-options?x=1', marta)).statusCode).toBe(400);
  });
});
