import { superAdminPermissions } from '@backoffice/validation';
import { permissionSet } from './permission-sets';

test('one frozen, null-prototype map per distinct set of role lists', () => {
  const editor = permissionSet(false, '[["banners.index", "banners.read"], ["medals.index"]]');
  expect(editor).toBe(permissionSet(false, '[["banners.index", "banners.read"], ["medals.index"]]'));
  expect(Object.keys(editor).sort()).toEqual(['banners.index', 'banners.read', 'medals.index']);
  expect(Object.isFrozen(editor)).toBe(true);
  expect(Object.getPrototypeOf(editor)).toBeNull();
  expect(editor['toString' as string]).toBeUndefined();
  // A role change is new lists: a new map at once, never the cached one.
  expect(permissionSet(false, '[["banners.index"]]')).toEqual({ ...Object.create(null), 'banners.index': true });
  expect(permissionSet(false, '[]')).toEqual({});
});

test('a super admin gets the fixed list plus what its roles grant; the flag is part of the key', () => {
  const lists = '[["users.password"]]';
  expect(permissionSet(true, lists)).toEqual({ ...superAdminPermissions(), 'users.password': true });
  expect(permissionSet(false, lists)).toEqual({ 'users.password': true });
});
