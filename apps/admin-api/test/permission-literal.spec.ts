// The lint rule that refuses a permission spelled out in module or route code (eslint.config.mjs, pattern in
// tools/lint/permission-literal.cjs) sees a permission only by its shape. Every permission of the running product's
// catalogue must have that shape, or an action a module adds could be spelled out unnoticed.
import { createRequire } from 'node:module';
import { moduleGroupPermissions, permissionCatalogue } from '@backoffice/validation';
import { MODULES } from '../src/core/module-catalog';

const { PERMISSION_LITERAL } = createRequire(__filename)('../../../tools/lint/permission-literal.cjs') as { PERMISSION_LITERAL: string };
const literal = new RegExp(PERMISSION_LITERAL);
/** Permissions of one word, which the rule cannot tell from a tag or a module name. */
const ONE_WORD = /^[A-Za-z]+$/;

describe('the permission-literal lint rule', () => {
  it('matches every permission of the catalogue that has a dot', () => {
    const dotted = permissionCatalogue().filter((permission) => !ONE_WORD.test(permission));
    expect(dotted.length).toBeGreaterThan(90);
    expect(dotted.filter((permission) => !literal.test(permission))).toEqual([]);
  });

  it('would miss an action no module declared yet (the check can fail)', () => {
    expect(literal.test('banners.archive')).toBe(false);
  });

  it('derives each group’s permissions from its actions: the standard five and what the definition adds', () => {
    const named = new Map(MODULES.map((module) => [module.name, module]));
    expect(moduleGroupPermissions(named.get('hotbanner')!)).toEqual(['hotbanners.index', 'hotbanners.create', 'hotbanners.update', 'hotbanners.read', 'hotbanners.delete', 'hotbanners.clone']);
    expect(moduleGroupPermissions(named.get('chatroom')!)).toEqual(['chatroom.index', 'chatroom.user.manage', 'chatroom.message.delete']);
    expect(moduleGroupPermissions(named.get('security')!)).toEqual(['security']);
    expect(moduleGroupPermissions(named.get('promotions')!)).toContain('promotion_users.read');
  });
});
