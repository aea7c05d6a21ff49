import { anyOf, signedInOnly as signedIn, type AccessRule, type MenuItemDefinition } from '@backoffice/auth';
import { MODULES, moduleGuard, type ModuleDefinition } from '@backoffice/validation';
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

/** Which remote renders each built module; every other module shows the content remote's placeholder. */
const TARGETS: Readonly<Record<string, RemoteRef>> = {
  'ako-generator': { remote: 'ako', expose: 'AkoGenerator' },
  'landing-pages': { remote: 'landing', expose: 'LandingPages' },
  'landing-pages-base-config': { remote: 'landing', expose: 'LandingBaseConfig' },
  files: { remote: 'files', expose: 'Files' },
  'special-categories': { remote: 'content', expose: 'SpecialCategories' },
  'payout-message': { remote: 'content', expose: 'PayoutMessages' },
  medals: { remote: 'content', expose: 'Medals' },
  'category-image': { remote: 'content', expose: 'CategoryImages' },
  banners: { remote: 'content', expose: 'Banners' },
  hotbanner: { remote: 'content', expose: 'HotBanners' },
  placements: { remote: 'content', expose: 'Placements' },
  sitemap: { remote: 'content', expose: 'Sitemap' },
  registration: { remote: 'content', expose: 'RegistrationBanners' },
  verification: { remote: 'content', expose: 'VerificationBanners' },
  avatars: { remote: 'content', expose: 'Avatars' },
  'editable-seo-desc': { remote: 'content', expose: 'SeoDescriptions' },
  entertainments: { remote: 'content', expose: 'Entertainments' },
  'sport-event-image': { remote: 'content', expose: 'SportEventImages' },
  history: { remote: 'content', expose: 'History' },
  'market-types-order': { remote: 'content', expose: 'MarketTypesOrder' },
  'deposit-message': { remote: 'content', expose: 'DepositMessage' },
  'bet-match': { remote: 'content', expose: 'BetMatch' },
  'daily-challenge': { remote: 'content', expose: 'DailyChallenges' },
  regulations: { remote: 'content', expose: 'Regulations' },
  messages: { remote: 'content', expose: 'Messages' },
  translation: { remote: 'content', expose: 'Translations' },
  security: { remote: 'content', expose: 'Security' },
  chatroom: { remote: 'content', expose: 'Chatroom' },
  roles: { remote: 'content', expose: 'Roles' },
  users: { remote: 'content', expose: 'Users' },
  mybet: { remote: 'content', expose: 'MyBet' },
  'promo-code': { remote: 'content', expose: 'PromoCodes' },
  'bonus-rename': { remote: 'content', expose: 'BonusRename' },
  promotions: { remote: 'content', expose: 'Promotions' },
  'custom-page': { remote: 'content', expose: 'CustomPages' },
};

/** The shell's row of a module definition: route, guard and menu rule, all derived from it. */
export function shellEntry(definition: ModuleDefinition, target: RemoteRef = TARGETS[definition.name] ?? pending()): ModuleEntry {
  const guard = moduleGuard(definition);
  return {
    path: `/${definition.name}`,
    label: definition.menu.label,
    group: definition.menu.group,
    access: definition.access === 'signed-in' ? signedIn : anyOf(...guard),
    ...(definition.access === 'signed-in' ? {} : { permissionPrefix: definition.access.group }),
    target,
  };
}

/** Every module of the product, in the menu order of the spec (libs/validation MODULES). */
export const modules: ModuleEntry[] = MODULES.map((definition) => shellEntry(definition));

/**
 * Preview screens outside the shell layout; each needs its module's permissions (spec 1 §2): a preview is
 * opened from the add, edit, clone or view form, so any permission of those modes lets it render.
 */
export const previews: PreviewEntry[] = [
  { path: '/promotion/preview', label: 'Promotion Preview', access: anyOf('promotion.read', 'promotion.create', 'promotion.update'), target: { remote: 'content', expose: 'PromotionPreview' } },
  { path: '/custom-page/preview', label: 'Custom Page Preview', access: anyOf('custompage.read', 'custompage.create', 'custompage.update'), target: { remote: 'content', expose: 'CustomPagePreview' } },
  { path: '/messages/preview', label: 'Message Preview', access: anyOf('message.read', 'message.create', 'message.update'), target: { remote: 'content', expose: 'MessagePreview' } },
];
