// Every module of the product, once, in the menu order of the spec (spec 1 §2). The shell derives its routes,
// guards and menu from this list; a module's own file grows its API, schema and list when it is built.
import { rolesModule, usersModule } from './admin';
import { defineModule, type ModuleDefinition } from './define-module';
import { landingBaseConfigModule, landingPagesModule } from './landing-pages';
import { specialCategoriesModule } from '../schemas/special-category';
import { payoutMessagesModule } from '../schemas/payout-message';
import { medalsModule } from '../schemas/medal';
import { categoryImagesModule } from '../schemas/category-image';
import { bannersModule } from '../schemas/banner';
import { hotBannersModule } from '../schemas/hot-banner';
import { placementsModule } from '../schemas/placement';
import { depositMessageModule, marketTypesOrderModule } from '../schemas/latest-config';
import { betMatchModule } from '../schemas/bet-match';
import { dailyChallengesModule } from '../schemas/daily-challenge';

/** A menu entry whose module has only its route and access so far. */
const entry = (name: string, item: string, label: string, access: ModuleDefinition['access'], group: 'main' | 'app-setting' = 'main') =>
  defineModule({ name, item, menu: { label, group }, access });
const signedIn = 'signed-in' as const;
const permitted = (group: string, guard?: string[]) => ({ group, ...(guard ? { guard } : {}) });

export const MODULES: readonly ModuleDefinition[] = [
  rolesModule,
  entry('ako-generator', 'Coupon', 'Ako Generator', signedIn),
  dailyChallengesModule,
  usersModule,
  hotBannersModule,
  bannersModule,
  placementsModule,
  entry('entertainments', 'Entertainment', 'Entertainments', permitted('entertainment')),
  entry('promotions', 'Promotion', 'Promotions', permitted('promotion')),
  entry('custom-page', 'Custom page', 'Custom Page', permitted('custompage')),
  entry('chatroom', 'Chat message', 'Chatroom', permitted('chatroom')),
  entry('regulations', 'Regulation', 'Regulations', permitted('regulation')),
  entry('messages', 'Message', 'Messages', permitted('message')),
  entry('mybet', 'My bet template', 'My Bet', permitted('mybet')),
  entry('translation', 'Translation', 'Translation', permitted('apptranslation')),
  entry('promo-code', 'Promo code', 'Promo Code', permitted('promocode')),
  entry('sport-event-image', 'Sport event image', 'Sport Event Image', permitted('sportEventImage')),
  landingPagesModule,
  landingBaseConfigModule,
  entry('bonus-rename', 'Bonus name', 'Bonus Rename', permitted('bonusRename')),
  entry('editable-seo-desc', 'SEO description', 'Editable SEO Desc', permitted('editableSeoDesc'), 'app-setting'),
  entry('files', 'File', 'Files', signedIn),
  betMatchModule,
  marketTypesOrderModule,
  depositMessageModule,
  payoutMessagesModule,
  entry('avatars', 'Avatars', 'Avatars', signedIn),
  specialCategoriesModule,
  categoryImagesModule,
  medalsModule,
  entry('sitemap', 'Sitemap entry', 'Sitemap', signedIn),
  entry('registration', 'Registration banner', 'Registration', signedIn),
  entry('verification', 'Verification banner', 'Verification', signedIn),
  entry('security', 'Security level', 'Security', permitted('security', ['security'])),
];

/** The definition of a module by its name (route segment). */
export function moduleNamed(name: string): ModuleDefinition | undefined {
  return MODULES.find((m) => m.name === name);
}
