import { deriveSidebarMenu, passesAccess } from '@backoffice/auth';
import { permissionCatalogue } from '@backoffice/validation';
import { modules, previews } from './test/catalog-modules';

const holder = (permissions: string[], allPermissions = false) => ({
  permissions: Object.fromEntries(permissions.map((p) => [p, true as const])),
  allPermissions,
});
const menuFor = (h: ReturnType<typeof holder>) => deriveSidebarMenu(modules, h).map((m) => m.path);

// The product's menu entries, in this order.
const SPEC_MENU_ORDER = [
  'roles', 'ako-generator', 'daily-challenge', 'users', 'hotbanner', 'banners', 'placements', 'entertainments', 'promotions',
  'custom-page', 'chatroom', 'regulations', 'messages', 'mybet', 'translation', 'promo-code', 'sport-event-image', 'landing-pages',
  'landing-pages-base-config', 'bonus-rename', 'editable-seo-desc', 'files', 'bet-match', 'market-types-order', 'deposit-message',
  'payout-message', 'avatars', 'special-categories', 'category-image', 'medals', 'sitemap', 'registration', 'verification', 'security',
];
// Campaigns and the audit trail (history) came later and follow the product's entries.
const MENU_ORDER = [...SPEC_MENU_ORDER, 'campaigns', 'history'];

// Routes any signed-in user may open: these modules have no permission group. Medals is not one of them: its
// permission group is enforced (docs/decisions.md).
const SIGNED_IN_ONLY = [
  'ako-generator', 'daily-challenge', 'files', 'bet-match', 'market-types-order', 'deposit-message', 'payout-message', 'avatars',
  'special-categories', 'category-image', 'sitemap', 'registration', 'verification',
];

// Each permission-guarded module: the permission that opens it, and a permission of its group that alone does not.
const GUARDED: Record<string, { opens: string; notEnough?: string }> = {
  roles: { opens: 'roles.index', notEnough: 'roles.read' },
  users: { opens: 'users.index', notEnough: 'users.password' },
  hotbanner: { opens: 'hotbanners.index', notEnough: 'hotbanners.clone' },
  banners: { opens: 'banners.index', notEnough: 'banners.create' },
  placements: { opens: 'placement.index', notEnough: 'placement.update' },
  entertainments: { opens: 'entertainment.index', notEnough: 'entertainment.delete' },
  promotions: { opens: 'promotion.index', notEnough: 'promotion_users.read' },
  'custom-page': { opens: 'custompage.index', notEnough: 'custompage.read' },
  chatroom: { opens: 'chatroom.index', notEnough: 'chatroom.message.delete' },
  regulations: { opens: 'regulation.index', notEnough: 'regulation.read' },
  messages: { opens: 'message.index', notEnough: 'message.read' },
  mybet: { opens: 'mybet.index', notEnough: 'mybet.read' },
  translation: { opens: 'apptranslation.index', notEnough: 'apptranslation.read' },
  'promo-code': { opens: 'promocode.index', notEnough: 'promocode.read' },
  'sport-event-image': { opens: 'sportEventImage.index', notEnough: 'sportEventImage.read' },
  'landing-pages': { opens: 'landing.index', notEnough: 'landing.read' },
  'landing-pages-base-config': { opens: 'landing.update', notEnough: 'landing.index' },
  'bonus-rename': { opens: 'bonusRename.index', notEnough: 'bonusRename.read' },
  'editable-seo-desc': { opens: 'editableSeoDesc.index', notEnough: 'editableSeoDesc.read' },
  security: { opens: 'security' },
  medals: { opens: 'medals.index', notEnough: 'medals.read' },
  history: { opens: 'history.index', notEnough: 'roles.index' },
  campaigns: { opens: 'campaign.index', notEnough: 'campaign.read' },
};

describe('the module table', () => {
  it('lists every spec menu entry once, in the spec order, then Campaigns and History', () => {
    expect(modules.map((m) => m.path.slice(1))).toEqual(MENU_ORDER);
  });

  it('puts exactly the four App Setting entries of the spec, Campaigns and History under that heading', () => {
    expect(modules.filter((m) => m.group === 'app-setting').map((m) => m.path)).toEqual([
      '/editable-seo-desc', '/market-types-order', '/deposit-message', '/payout-message', '/campaigns', '/history',
    ]);
  });

  it('guards exactly the spec permission-guarded routes; the rest need only a sign-in', () => {
    const signedIn = modules.filter((m) => m.access.kind === 'signed-in').map((m) => m.path.slice(1));
    expect(signedIn.sort()).toEqual([...SIGNED_IN_ONLY].sort());
    expect(Object.keys(GUARDED).sort()).toEqual(MENU_ORDER.filter((p) => !SIGNED_IN_ONLY.includes(p)).sort());
  });

  it('only names permissions of the catalogue', () => {
    const known = new Set<string>(permissionCatalogue());
    for (const entry of [...modules, ...previews]) {
      if (entry.access.kind !== 'signed-in') for (const p of entry.access.permissions) expect(known.has(p)).toBe(true);
    }
  });
});

describe('menu derivation from the permissions', () => {
  it('a super admin sees the whole menu', () => {
    expect(menuFor(holder([], true))).toEqual(modules.map((m) => m.path));
  });

  it('a user with no permission sees only the signed-in-only modules', () => {
    expect(menuFor(holder([]))).toEqual(modules.filter((m) => m.access.kind === 'signed-in').map((m) => m.path));
  });

  it.each(Object.entries(GUARDED))('%s shows with its module permission, not with a lesser one', (path, { opens, notEnough }) => {
    const entry = modules.find((m) => m.path === `/${path}`)!;
    expect(menuFor(holder([opens]))).toContain(entry.path);
    expect(passesAccess(entry.access, holder([opens]))).toBe(true);
    if (notEnough) {
      expect(menuFor(holder([notEnough]))).not.toContain(entry.path);
      expect(passesAccess(entry.access, holder([notEnough]))).toBe(false);
    }
  });

  it('the landing editor sees landing pages and their base config and the signed-in-only modules, not roles or users', () => {
    const landing = ['landing.index', 'landing.create', 'landing.update', 'landing.read', 'landing.delete'];
    const menu = menuFor(holder(landing));
    expect(menu).toEqual(
      modules.filter((m) => m.access.kind === 'signed-in' || m.path.startsWith('/landing-pages')).map((m) => m.path),
    );
    expect(menu).not.toContain('/roles');
    expect(menu).not.toContain('/users');
  });

  it('the viewer (every index and read) sees every module but security', () => {
    const viewer = permissionCatalogue().filter((p) => p.endsWith('.index') || p.endsWith('.read'));
    expect(menuFor(holder(viewer))).toEqual(modules.filter((m) => m.path !== '/security').map((m) => m.path));
  });

  it('previews need their module permissions', () => {
    const promotionPreview = previews.find((p) => p.path === '/promotion/preview')!;
    expect(passesAccess(promotionPreview.access, holder(['promotion.create']))).toBe(true);
    expect(passesAccess(promotionPreview.access, holder(['message.create']))).toBe(false);
  });
});
