import { anyOf, signedInOnly as signedIn, type AccessRule, type MenuItemDefinition } from '@backoffice/auth';
import type { RemoteRef } from './federation/remotes';

/** Who may open a module: any signed-in user, or a user holding any one of the listed permissions. */
export type ModuleAccess = AccessRule;

export interface ModuleEntry extends MenuItemDefinition {
  /** Route prefix; the remote owns everything below it. */
  path: string;
  label: string;
  group: 'main' | 'app-setting';
  /** Route guard (spec 1 §2 / §6): signed in only, or a single / any-of permission check; a failure goes to /404. */
  access: ModuleAccess;
  /** Menu rule "any permission starting with the module name" (spec 1 §6); absent for signed-in-only modules. */
  permissionPrefix?: string;
  target: RemoteRef;
}

/** A preview-only screen, routed outside the main layout (spec 1 §2). */
export interface PreviewEntry {
  path: string;
  label: string;
  access: ModuleAccess;
  target: RemoteRef;
}

const pending = (): RemoteRef => ({ remote: 'content', expose: 'ModulePending' });

/** Every module of the product, once, in the menu order of the spec. Routes, guards and the menu derive from it. */
export const modules: ModuleEntry[] = [
  { path: '/roles', label: 'Roles', group: 'main', access: anyOf('roles.index'), permissionPrefix: 'roles', target: pending() },
  { path: '/ako-generator', label: 'Ako Generator', group: 'main', access: signedIn, target: { remote: 'ako', expose: 'AkoGenerator' } },
  { path: '/daily-challenge', label: 'Daily Challenge', group: 'main', access: signedIn, target: pending() },
  { path: '/users', label: 'Users', group: 'main', access: anyOf('users.index'), permissionPrefix: 'users', target: pending() },
  { path: '/hotbanner', label: 'Hot Banner', group: 'main', access: anyOf('hotbanners.index'), permissionPrefix: 'hotbanners', target: pending() },
  { path: '/banners', label: 'Banners', group: 'main', access: anyOf('banners.index'), permissionPrefix: 'banners', target: pending() },
  { path: '/placements', label: 'Placements', group: 'main', access: anyOf('placement.index'), permissionPrefix: 'placement', target: pending() },
  { path: '/entertainments', label: 'Entertainments', group: 'main', access: anyOf('entertainment.index'), permissionPrefix: 'entertainment', target: pending() },
  { path: '/promotions', label: 'Promotions', group: 'main', access: anyOf('promotion.index'), permissionPrefix: 'promotion', target: pending() },
  { path: '/custom-page', label: 'Custom Page', group: 'main', access: anyOf('custompage.index'), permissionPrefix: 'custompage', target: pending() },
  { path: '/chatroom', label: 'Chatroom', group: 'main', access: anyOf('chatroom.index'), permissionPrefix: 'chatroom', target: pending() },
  { path: '/regulations', label: 'Regulations', group: 'main', access: anyOf('regulation.index'), permissionPrefix: 'regulation', target: pending() },
  { path: '/messages', label: 'Messages', group: 'main', access: anyOf('message.index'), permissionPrefix: 'message', target: pending() },
  { path: '/mybet', label: 'My Bet', group: 'main', access: anyOf('mybet.index'), permissionPrefix: 'mybet', target: pending() },
  { path: '/translation', label: 'Translation', group: 'main', access: anyOf('apptranslation.index'), permissionPrefix: 'apptranslation', target: pending() },
  { path: '/promo-code', label: 'Promo Code', group: 'main', access: anyOf('promocode.index'), permissionPrefix: 'promocode', target: pending() },
  { path: '/sport-event-image', label: 'Sport Event Image', group: 'main', access: anyOf('sportEventImage.index'), permissionPrefix: 'sportEventImage', target: pending() },
  { path: '/landing-pages', label: 'Landing Pages', group: 'main', access: anyOf('landing.index'), permissionPrefix: 'landing', target: { remote: 'landing', expose: 'LandingPages' } },
  { path: '/landing-pages-base-config', label: 'Landing Pages Base Config', group: 'main', access: anyOf('landing.read', 'landing.update'), permissionPrefix: 'landing', target: { remote: 'landing', expose: 'LandingBaseConfig' } },
  { path: '/bonus-rename', label: 'Bonus Rename', group: 'main', access: anyOf('bonusRename.index'), permissionPrefix: 'bonusRename', target: pending() },
  { path: '/editable-seo-desc', label: 'Editable SEO Desc', group: 'app-setting', access: anyOf('editableSeoDesc.index'), permissionPrefix: 'editableSeoDesc', target: pending() },
  { path: '/files', label: 'Files', group: 'main', access: signedIn, target: { remote: 'files', expose: 'Files' } },
  { path: '/bet-match', label: 'Bet Match', group: 'main', access: signedIn, target: pending() },
  { path: '/market-types-order', label: 'Market Types Order', group: 'app-setting', access: signedIn, target: pending() },
  { path: '/deposit-message', label: 'Deposit Message', group: 'app-setting', access: signedIn, target: pending() },
  { path: '/payout-message', label: 'Payout Message', group: 'app-setting', access: signedIn, target: pending() },
  { path: '/avatars', label: 'Avatars', group: 'main', access: signedIn, target: pending() },
  { path: '/special-categories', label: 'Special Categories', group: 'main', access: signedIn, target: pending() },
  { path: '/category-image', label: 'Category Image', group: 'main', access: signedIn, target: pending() },
  { path: '/medals', label: 'Medals', group: 'main', access: signedIn, target: pending() },
  { path: '/sitemap', label: 'Sitemap', group: 'main', access: signedIn, target: pending() },
  { path: '/registration', label: 'Registration', group: 'main', access: signedIn, target: pending() },
  { path: '/verification', label: 'Verification', group: 'main', access: signedIn, target: pending() },
  { path: '/security', label: 'Security', group: 'main', access: anyOf('security'), permissionPrefix: 'security', target: pending() },
];

/**
 * Preview screens outside the shell layout; each needs its module's permissions (spec 1 §2): a preview is
 * opened from the add, edit, clone or view form, so any permission of those modes lets it render.
 */
export const previews: PreviewEntry[] = [
  { path: '/promotion/preview', label: 'Promotion Preview', access: anyOf('promotion.read', 'promotion.create', 'promotion.update'), target: pending() },
  { path: '/custom-page/preview', label: 'Custom Page Preview', access: anyOf('custompage.read', 'custompage.create', 'custompage.update'), target: pending() },
  { path: '/messages/preview', label: 'Message Preview', access: anyOf('message.read', 'message.create', 'message.update'), target: pending() },
];
