import { PERMISSIONS, PERMISSION_GROUPS, hasAllPermissions, hasAnyPermission, hasPermission, isPermission, superAdminPermissions } from './permissions';

describe('permission catalogue', () => {
  it('holds the spec 1 §6 strings once each', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    for (const p of ['landing.update', 'users.password', 'chatroom.user.manage', 'chatroom.message.delete', 'security', 'promotion_users.read', 'medals.delete']) {
      expect(isPermission(p)).toBe(true);
    }
    expect(isPermission('apptranslation.delete')).toBe(true);
    expect(isPermission('apptranslation.clone')).toBe(false);
    expect(PERMISSION_GROUPS.find((g) => g.group === 'landing')?.permissions).toHaveLength(5);
  });
});

describe('hasPermission', () => {
  const editor = { permissions: { 'landing.update': true as const }, allPermissions: false };
  const superAdmin = { permissions: {}, allPermissions: true };

  it('grants what the map holds and nothing else', () => {
    expect(hasPermission(editor, 'landing.update')).toBe(true);
    expect(hasPermission(editor, 'landing.delete')).toBe(false);
    expect(hasPermission(null, 'landing.update')).toBe(false);
  });

  it('lets a super admin pass everything except users.password', () => {
    expect(hasPermission(superAdmin, 'roles.delete')).toBe(true);
    expect(hasPermission(superAdmin, 'users.password')).toBe(false);
    expect(hasPermission({ permissions: { 'users.password': true }, allPermissions: true }, 'users.password')).toBe(true);
    expect(superAdminPermissions()['users.password']).toBeUndefined();
    expect(superAdminPermissions()['security']).toBe(true);
  });

  it('combines checks as all-of and any-of', () => {
    expect(hasAllPermissions(editor, ['landing.update', 'landing.read'])).toBe(false);
    expect(hasAnyPermission(editor, ['landing.read', 'landing.update'])).toBe(true);
    expect(hasAnyPermission(superAdmin, [])).toBe(false);
  });
});
