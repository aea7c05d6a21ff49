import { describeModule, setModuleDirectory, type ModuleDescription } from './modules';
import { campaignsModule } from './schemas/campaign';
import { hasAllPermissions, hasAnyPermission, hasPermission, isPermission, permissionCatalogue, permissionGroups, superAdminPermissions } from './permissions';

/** A module a team adds with a permission group of its own, described as its remote's manifest would. */
const promoPartners: ModuleDescription = {
  name: 'promo-partners',
  menu: { label: 'Promo Partners', group: 'main', order: 5 },
  access: { group: 'promoPartners', permissions: ['promoPartners.index', 'promoPartners.create', 'promoPartners.approve'] },
  expose: 'PromoPartners',
};
const security: ModuleDescription = { name: 'security', menu: { label: 'Security', group: 'app-setting', order: 9 }, access: { group: 'security', permissions: ['security'] }, expose: 'Security' };
const landing: ModuleDescription = { name: 'landing-pages', menu: { label: 'Landing Pages', group: 'main', order: 1 }, access: { group: 'landing' }, expose: 'Landing' };

describe('permission catalogue', () => {
  afterEach(() => setModuleDirectory([]));

  it('holds only the kernel\'s file-manager writes before any module is known', () => {
    expect(permissionCatalogue()).toEqual(['files.create', 'files.update', 'files.delete']);
    expect(isPermission('landing.update')).toBe(false);
  });

  it('is derived from the modules\' descriptions: a new permission group needs no kernel change', () => {
    setModuleDirectory([landing, promoPartners, security, describeModule({ ...campaignsModule, remote: { app: 'content', expose: 'Campaigns', file: 'campaigns/index.tsx' } })]);
    const catalogue = permissionCatalogue();
    expect(new Set(catalogue).size).toBe(catalogue.length);
    // A description without its list brings its group's five standard permissions.
    expect(catalogue.slice(0, 5)).toEqual(['landing.index', 'landing.create', 'landing.update', 'landing.read', 'landing.delete']);
    for (const p of ['promoPartners.approve', 'security', 'campaign.publish', 'files.delete']) expect(isPermission(p)).toBe(true);
    expect(isPermission('promoPartners.delete')).toBe(false);
    expect(isPermission('__proto__')).toBe(false);
    expect(permissionGroups().find((g) => g.group === 'promoPartners')?.permissions).toHaveLength(3);
    expect(superAdminPermissions()['promoPartners.approve']).toBe(true);
  });

  it('forgets the permissions of a module no live remote describes any more', () => {
    setModuleDirectory([promoPartners]);
    expect(isPermission('promoPartners.create')).toBe(true);
    setModuleDirectory([]);
    expect(isPermission('promoPartners.create')).toBe(false);
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
    setModuleDirectory([security]);
    expect(superAdminPermissions()['users.password']).toBeUndefined();
    expect(superAdminPermissions()['security']).toBe(true);
    setModuleDirectory([]);
  });

  it('combines checks as all-of and any-of', () => {
    expect(hasAllPermissions(editor, ['landing.update', 'landing.read'])).toBe(false);
    expect(hasAnyPermission(editor, ['landing.read', 'landing.update'])).toBe(true);
    expect(hasAnyPermission(superAdmin, [])).toBe(false);
  });
});
