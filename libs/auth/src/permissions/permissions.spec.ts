import { permissionCatalogue } from '@backoffice/validation';
import { resetSessionForTest, signInForTest } from '../testing';
import { anyOf, allOf, passesAccess, signedInOnly } from './access-rule';
import { can, canAll, canAny } from './can';
import { deriveSidebarMenu, showsInMenu } from './menu';

afterEach(resetSessionForTest);

describe('can / canAll / canAny', () => {
  it('signed out passes nothing', () => {
    expect(can('landing.index')).toBe(false);
    expect(canAny(['landing.index'])).toBe(false);
    expect(passesAccess(signedInOnly, null)).toBe(false);
  });

  it('a super admin passes every catalogue permission except users.password', () => {
    signInForTest({ allPermissions: true });
    for (const p of permissionCatalogue().filter((p) => p !== 'users.password')) expect(can(p)).toBe(true);
    expect(can('users.password')).toBe(false);
    expect(canAll(['users.update', 'users.password'])).toBe(false);
    expect(canAny(['users.password', 'users.update'])).toBe(true);
  });

  it('a super admin holding users.password by name passes it', () => {
    signInForTest({ allPermissions: true, permissions: ['users.password'] });
    expect(can('users.password')).toBe(true);
  });

  it('checks the permission map for everyone else, with all-of and any-of', () => {
    signInForTest({ permissions: ['landing.index', 'landing.read'] });
    expect(can('landing.read')).toBe(true);
    expect(can('landing.update')).toBe(false);
    expect(canAll(['landing.index', 'landing.read'])).toBe(true);
    expect(canAll(['landing.index', 'landing.update'])).toBe(false);
    expect(canAny(['landing.update', 'landing.read'])).toBe(true);
    expect(canAny([])).toBe(false);
  });

  it('decides access rules', () => {
    const holder = { permissions: { 'roles.index': true as const }, allPermissions: false };
    expect(passesAccess(signedInOnly, holder)).toBe(true);
    expect(passesAccess(anyOf('users.index', 'roles.index'), holder)).toBe(true);
    expect(passesAccess(allOf('users.index', 'roles.index'), holder)).toBe(false);
  });
});

describe('menu rule', () => {
  const roles = { path: '/roles', label: 'Roles', group: 'main' as const, access: anyOf('roles.index'), permissionPrefix: 'roles' };
  const medals = { path: '/medals', label: 'Medals', group: 'main' as const, access: signedInOnly };

  it('always shows signed-in-only modules to a signed-in user', () => {
    expect(showsInMenu(medals, { permissions: {}, allPermissions: false })).toBe(true);
    expect(showsInMenu(medals, null)).toBe(false);
  });

  it('needs a permission starting with the module name and the module permission', () => {
    expect(showsInMenu(roles, { permissions: { 'roles.read': true }, allPermissions: false })).toBe(false);
    expect(showsInMenu(roles, { permissions: { 'roles.index': true }, allPermissions: false })).toBe(true);
    expect(showsInMenu(roles, { permissions: { 'users.index': true }, allPermissions: false })).toBe(false);
    expect(showsInMenu(roles, { permissions: {}, allPermissions: true })).toBe(true);
  });

  it('keeps the table order', () => {
    const menu = deriveSidebarMenu([roles, medals], { permissions: { 'roles.index': true }, allPermissions: false });
    expect(menu.map((m) => m.label)).toEqual(['Roles', 'Medals']);
  });
});
