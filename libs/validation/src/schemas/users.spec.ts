import * as v from 'valibot';
import { adminUserCreateSchema, adminUserUpdateSchema, blockUserSchema, roleSchema } from './users';

const firstMessages = (schema: v.GenericSchema, input: unknown) =>
  Object.fromEntries((v.safeParse(schema, input).issues ?? []).map((i) => [v.getDotPath(i), i.message]));

describe('users and roles schemas', () => {
  it('role name needs 2 characters; permissions are spelled as permissions (the server checks them against its modules)', () => {
    expect(firstMessages(roleSchema, { roleName: 'a' })).toEqual({ roleName: 'must be longer than 1 characters!' });
    expect(v.parse(roleSchema, { roleName: 'Editors' })).toEqual({ roleName: 'Editors', permissions: [], allPermissions: false });
    expect(v.safeParse(roleSchema, { roleName: 'Editors', permissions: ['landing.fly'] }).success).toBe(true);
    for (const bad of ['landing..update', '__proto__.x', ' landing.update', 'landing.update;drop', '']) {
      expect([bad, v.safeParse(roleSchema, { roleName: 'Editors', permissions: [bad] }).success]).toEqual([bad, false]);
    }
  });

  it('admin user needs names, email, a role, and a password on create only', () => {
    expect(firstMessages(adminUserCreateSchema, { rolesIds: [] })).toEqual({
      firstName: 'First name is required!',
      lastName: 'Last name is required!',
      email: 'Email is required!',
      rolesIds: 'please select at least one role',
      password: 'Password is required!',
    });
    const user = { firstName: 'Anna', lastName: 'Nowak', email: 'anna@example.com', rolesIds: [1] };
    expect(v.safeParse(adminUserUpdateSchema, user).success).toBe(true);
    expect(v.safeParse(adminUserCreateSchema, { ...user, password: 'Passw0rd!' }).success).toBe(true);
  });

  it('block needs blockedTill', () => {
    expect(firstMessages(blockUserSchema, {})).toEqual({ blockedTill: 'Blocked till is required!' });
    expect(v.safeParse(blockUserSchema, { blockedTill: '2026-12-01T10:00:00.000Z' }).success).toBe(true);
    // The block dialogs' field label is the schema's title (not words made from the name).
    expect(v.getTitle(blockUserSchema.entries.blockedTill)).toBe('Blocked till');
  });
});
