import { CRUD_FORMS, defineModule, describeModule, moduleFormPath, moduleGroupPermissions, moduleGuard, modulePermission, modulePermissions, moduleRecordRoute } from '@backoffice/validation';
import { chatroomModule } from './chatroom';
import { hotBannersModule } from './hot-banner';
import { promotionsModule } from './promotion';
import { securityModule } from './security-level';
import { myBetModule } from './mybet-template';
import { seoDescriptionsModule } from './seo-description';
import { specialCategoriesModule } from './special-category';
import { remoteModules as MODULES } from './index';

const base = { item: 'Thing', menu: { label: 'Things', group: 'main' } } as const;
const things = defineModule({ ...base, name: 'things', access: { group: 'things' }, forms: CRUD_FORMS });
const holds = (held: string[]) => (anyOf: readonly string[]) => anyOf.length === 0 || anyOf.some((p) => held.includes(p));

describe('modulePermissions: one rule per use', () => {
  it('view and preview take read or update; add and clone create; restore delete', () => {
    expect(modulePermissions(things, 'view')).toEqual(['things.read', 'things.update']);
    expect(modulePermissions(things, 'preview')).toEqual(['things.read', 'things.update']);
    expect(modulePermissions(things, 'add')).toEqual(['things.create']);
    expect(modulePermissions(things, 'clone')).toEqual(['things.create']);
    expect(modulePermissions(things, 'restore')).toEqual(['things.delete']);
    expect(modulePermissions(things, 'view', 'add')).toEqual(['things.read', 'things.update', 'things.create']);
  });

  it("follows a module's own uses (hot banners clone with hotbanners.clone) and needs nothing in a signed-in module", () => {
    expect(modulePermissions(hotBannersModule, 'clone')).toEqual(['hotbanners.clone']);
    expect(modulePermissions(specialCategoriesModule, 'edit')).toEqual([]);
  });
});

describe('actions as data: a definition declares its own actions, and its permissions follow', () => {
  it("an action of the module's own is a use of its own, named by its group", () => {
    expect(modulePermissions(chatroomModule, 'moderate')).toEqual(['chatroom.message.delete']);
    expect(modulePermission(chatroomModule, 'user.manage')).toBe('chatroom.user.manage');
  });

  it('a permission the product spells otherwise comes from the definition, guard included', () => {
    expect(modulePermission(promotionsModule, 'players')).toBe('promotion_users.read');
    expect(moduleGuard(securityModule)).toEqual(['security']);
    expect(moduleGroupPermissions(securityModule)).toEqual(['security']);
    expect(describeModule(securityModule).access).toEqual({ group: 'security', permissions: ['security'], guard: ['security'] });
  });

  it('a group with fewer standard actions has only those', () => {
    expect(moduleGroupPermissions(chatroomModule)).toEqual(['chatroom.index', 'chatroom.user.manage', 'chatroom.message.delete']);
  });
});

describe('moduleFormPath', () => {
  it("fills the route's parameter from the record's field of that name, URL-encoded", () => {
    expect(moduleFormPath(things, 'edit', { id: 7 })).toBe('edit/7');
    expect(moduleFormPath(seoDescriptionsModule, 'view', { type: 'home page' })).toBe('read/home%20page');
    expect(moduleFormPath(things, 'clone', { id: 7 })).toBeUndefined();
  });
});

describe('moduleRecordRoute: where history, the schedule and the finder open a record', () => {
  it('edits for an updater, shows read-only to a reader, else the list', () => {
    expect(moduleRecordRoute(things, '3', holds(['things.update']))).toBe('/things/edit/3');
    expect(moduleRecordRoute(things, '3', holds(['things.read']))).toBe('/things/view/3');
    expect(moduleRecordRoute(things, '3', holds([]))).toBe('/things');
  });

  it("takes the module's own routes: my bet's one /{id}, special categories' preview", () => {
    expect(moduleRecordRoute(myBetModule, '5', holds(['mybet.read']))).toBe('/mybet/5');
    expect(moduleRecordRoute(specialCategoriesModule, '8', holds([]))).toBe('/special-categories/edit/8');
  });

  it('every module with a remote names an expose once, and no two share one', () => {
    const exposes = MODULES.flatMap((m) => [m.remote, m.preview].filter(Boolean).map((r) => `${r!.app}/${r!.expose}`));
    expect(new Set(exposes).size).toBe(exposes.length);
  });
});
