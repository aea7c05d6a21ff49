// The escalation attempts, one named case each: nobody grants or takes over more than they hold,
// only a super admin touches super admins, and a super admin always remains.
import { permissionCatalogue } from '@backoffice/validation';
import { createTestApp, login, type TestApp } from './helpers';

let app: TestApp;
let admin: string;
let usersOnly: string;
let rolesOnly: string;
let ids: { superRole: number; editorRole: number; viewerRole: number; usersOnlyRole: number; admin: number; editor: number; usersOnly: number };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: { 'x-access-token': token }, ...(payload ? { payload } : {}) });
const data = async (token: string, method: Method, url: string, payload?: object) => {
  const res = await call(token, method, url, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
};
const user = (id: number) => data(admin, 'GET', `/api/v1/users/${id}`);
const role = (id: number) => data(admin, 'GET', `/api/v1/roles/${id}`);
/** A PUT body that keeps the account as it is, with `changes`. */
const userPut = async (id: number, changes: object = {}) => {
  const u = await user(id);
  return { firstName: u.firstName, lastName: u.lastName, email: u.email, rolesIds: u.rolesIds, version: u.version, ...changes };
};
const roleId = async (name: string) => (await data(admin, 'GET', `/api/v1/roles?search=${encodeURIComponent(name)}`)).items[0].id as number;
const userId = async (email: string) => (await data(admin, 'GET', `/api/v1/users?search=${encodeURIComponent(email)}`)).items[0].id as number;
let seq = 0;
async function newUser(rolesIds: number[]): Promise<{ id: number; email: string }> {
  const email = `u${++seq}@example.com`;
  const { id } = await data(admin, 'POST', '/api/v1/users', { firstName: 'U', lastName: `${seq}`, email, rolesIds, password: 'Passw0rd!' });
  return { id, email };
}

beforeAll(async () => {
  app = await createTestApp();
  admin = await login(app, 'admin@example.com');
  const crafted = async (name: string, group: string) => {
    const r = await data(admin, 'POST', '/api/v1/roles', { roleName: name, permissions: permissionCatalogue().filter((p) => p.startsWith(group)) });
    await data(admin, 'POST', '/api/v1/users', { firstName: name, lastName: 'X', email: `${group}only@example.com`, rolesIds: [r.id], password: 'Passw0rd!' });
    return r.id as number;
  };
  const usersOnlyRole = await crafted('Users only', 'users.');
  await crafted('Roles only', 'roles.');
  usersOnly = await login(app, 'users.only@example.com');
  rolesOnly = await login(app, 'roles.only@example.com');
  ids = {
    superRole: await roleId('Super admin'),
    editorRole: await roleId('Landing editor'),
    viewerRole: await roleId('Viewer'),
    usersOnlyRole,
    admin: await userId('admin@'),
    editor: await userId('editor@'),
    usersOnly: await userId('users.only@'),
  };
});
afterAll(() => app.close());

describe('granting roles', () => {
  it('users only cannot give itself another role (its permissions stay users.*)', async () => {
    const res = await call(usersOnly, 'PUT', `/api/v1/users/${ids.usersOnly}`, await userPut(ids.usersOnly, { rolesIds: [ids.usersOnlyRole, ids.viewerRole] }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/permissions you do not hold/);
    expect(Object.keys((await data(usersOnly, 'GET', '/api/v1/profile')).permissions).sort()).toEqual(permissionCatalogue().filter((p) => p.startsWith('users.')).sort());
  });

  it('users only cannot create a user with a role it does not hold, nor a super admin', async () => {
    const body = (rolesIds: number[]) => ({ firstName: 'E', lastName: 'X', email: `e${++seq}@example.com`, rolesIds, password: 'Passw0rd!' });
    expect((await call(usersOnly, 'POST', '/api/v1/users', body([ids.editorRole]))).statusCode).toBe(403);
    expect((await call(usersOnly, 'POST', '/api/v1/users', body([ids.superRole]))).statusCode).toBe(403);
    expect((await call(usersOnly, 'POST', '/api/v1/users', body([ids.usersOnlyRole]))).statusCode).toBe(201);
  });

  it('users only cannot add a role it does not hold to an account it may otherwise edit', async () => {
    const { id } = await newUser([ids.usersOnlyRole]);
    expect((await call(usersOnly, 'PUT', `/api/v1/users/${id}`, await userPut(id, { rolesIds: [ids.editorRole] }))).statusCode).toBe(403);
    expect((await user(id)).rolesIds).toEqual([ids.usersOnlyRole]);
  });
});

describe('super admin role', () => {
  it('roles.update cannot turn the Super admin role off (and it stays on)', async () => {
    const before = await role(ids.superRole);
    const put = await call(rolesOnly, 'PUT', `/api/v1/roles/${ids.superRole}`, { roleName: 'Super admin', permissions: [], allPermissions: false, version: before.version });
    expect(put.statusCode).toBe(403);
    const patch = await call(rolesOnly, 'PATCH', `/api/v1/roles/${ids.superRole}`, { allPermissions: false, version: before.version });
    expect(patch.statusCode).toBe(403);
    expect(await role(ids.superRole)).toMatchObject({ allPermissions: true, version: before.version });
  });

  it('roles.update cannot rename or edit a super admin role, nor roles.delete delete an unused one', async () => {
    const spare = await data(admin, 'POST', '/api/v1/roles', { roleName: 'Spare root', allPermissions: true });
    expect((await call(rolesOnly, 'PATCH', `/api/v1/roles/${spare.id}`, { roleName: 'Mine', version: 1 })).statusCode).toBe(403);
    expect((await call(rolesOnly, 'DELETE', `/api/v1/roles/${spare.id}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/api/v1/roles/${spare.id}`)).statusCode).toBe(200);
  });

  it('the last super admin cannot turn off the only super admin role, even a super admin', async () => {
    const { version } = await role(ids.superRole);
    const res = await call(admin, 'PATCH', `/api/v1/roles/${ids.superRole}`, { allPermissions: false, version });
    expect(res.statusCode).toBe(409);
    expect(await role(ids.superRole)).toMatchObject({ allPermissions: true, version });
  });
});

describe('acting on accounts', () => {
  it('users only cannot block, unblock, delete or re-email a super admin (and forgot password still mails the owner)', async () => {
    expect((await call(usersOnly, 'POST', `/api/v1/users/${ids.admin}/block`, { blockedTill: '2099-01-01T00:00:00.000Z' })).statusCode).toBe(403);
    expect((await call(usersOnly, 'POST', `/api/v1/users/${ids.admin}/unblock`)).statusCode).toBe(403);
    expect((await call(usersOnly, 'DELETE', `/api/v1/users/${ids.admin}`)).statusCode).toBe(403);
    const reEmail = await call(usersOnly, 'PUT', `/api/v1/users/${ids.admin}`, await userPut(ids.admin, { email: 'attacker@example.com' }));
    expect(reEmail.statusCode).toBe(403);
    expect(reEmail.json().message).toBe('Only a super admin can change a super admin account.');
    await app.inject({ method: 'POST', url: '/api/v1/password/forgot', payload: { email: 'attacker@example.com' } });
    expect(app.sentMail.filter((m) => JSON.stringify(m).includes('attacker@'))).toEqual([]);
    expect(await user(ids.admin)).toMatchObject({ email: 'admin@example.com', blockedTill: null });
  });

  it('users only cannot take over an account that holds permissions it lacks (re-email the editor)', async () => {
    const res = await call(usersOnly, 'PUT', `/api/v1/users/${ids.editor}`, await userPut(ids.editor, { email: 'attacker@example.com' }));
    expect(res.statusCode).toBe(403);
    expect((await call(usersOnly, 'DELETE', `/api/v1/users/${ids.editor}`)).statusCode).toBe(403);
    expect((await user(ids.editor)).email).toBe('editor@example.com');
  });

  it('a user cannot block or delete themselves', async () => {
    expect((await call(usersOnly, 'POST', `/api/v1/users/${ids.usersOnly}/block`, { blockedTill: '2099-01-01T00:00:00.000Z' })).statusCode).toBe(409);
    expect((await call(usersOnly, 'DELETE', `/api/v1/users/${ids.usersOnly}`)).statusCode).toBe(409);
    expect((await call(admin, 'POST', `/api/v1/users/${ids.admin}/block`, { blockedTill: '2099-01-01T00:00:00.000Z' })).statusCode).toBe(409);
  });
});

describe('a super admin always remains', () => {
  it('a super admin cannot remove their own super admin role', async () => {
    const res = await call(admin, 'PUT', `/api/v1/users/${ids.admin}`, await userPut(ids.admin, { rolesIds: [ids.viewerRole] }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot remove your own super admin role.');
    expect((await user(ids.admin)).rolesIds).toEqual([ids.superRole]);
  });

  it('a super admin can demote, block and delete another super admin, but not the last one who is not blocked', async () => {
    const second = await newUser([ids.superRole]);
    const secondToken = await login(app, second.email);
    const rootRole = await data(admin, 'POST', '/api/v1/roles', { roleName: 'Second root', allPermissions: true });
    const third = await newUser([rootRole.id]);
    // Three super admins: one may act on another.
    expect((await call(secondToken, 'POST', `/api/v1/users/${ids.admin}/block`, { blockedTill: '2099-01-01T00:00:00.000Z' })).statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/v1/profile')).statusCode).toBe(401);
    // Turning 'Second root' off leaves `second` (Super admin role): allowed.
    expect((await call(secondToken, 'PATCH', `/api/v1/roles/${rootRole.id}`, { allPermissions: false, version: 1 })).statusCode).toBe(200);
    // Turning the Super admin role off would leave no active super admin (its other holder is blocked).
    const { version } = await data(secondToken, 'GET', `/api/v1/roles/${ids.superRole}`);
    expect((await call(secondToken, 'PATCH', `/api/v1/roles/${ids.superRole}`, { allPermissions: false, version })).statusCode).toBe(409);
    expect((await call(secondToken, 'POST', `/api/v1/users/${ids.admin}/unblock`)).statusCode).toBe(200);
    admin = await login(app, 'admin@example.com');
    expect((await call(admin, 'PUT', `/api/v1/users/${second.id}`, await userPut(second.id, { rolesIds: [ids.viewerRole] }))).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/v1/users/${third.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/api/v1/users/${second.id}`)).statusCode).toBe(200);
  });


  it('two super admins demoting each other at once leave exactly one super admin', async () => {
    const second = await newUser([ids.superRole]);
    const secondToken = await login(app, second.email);
    const [first, other] = await Promise.all([
      call(admin, 'PUT', `/api/v1/users/${second.id}`, await userPut(second.id, { rolesIds: [ids.viewerRole] })),
      call(secondToken, 'PUT', `/api/v1/users/${ids.admin}`, await userPut(ids.admin, { rolesIds: [ids.viewerRole] })),
    ]);
    // The loser is refused either by the last-super-admin check (409) or, when its request starts after the
    // winner committed, because it is no longer a super admin (403).
    const statuses = [first.statusCode, other.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const supers = [await user(ids.admin), await user(second.id)].filter((u) => u.rolesIds.includes(ids.superRole));
    expect(supers).toHaveLength(1);
  });
});
