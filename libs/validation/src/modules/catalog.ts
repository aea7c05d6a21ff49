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
import { sitemapModule } from '../schemas/sitemap';
import { avatarsModule } from '../schemas/avatar-category';
import { registrationBannersModule, verificationBannersModule } from '../schemas/method-banner';
import { seoDescriptionsModule } from '../schemas/seo-description';
import { entertainmentsModule } from '../schemas/entertainment';
import { sportEventImagesModule } from '../schemas/sport-event-image';
import { historyModule } from '../history/history';
import { depositMessageModule, marketTypesOrderModule } from '../schemas/latest-config';
import { betMatchModule } from '../schemas/bet-match';
import { dailyChallengesModule } from '../schemas/daily-challenge';
import { regulationsModule } from '../schemas/regulation';
import { promotionsModule } from '../schemas/promotion';
import { customPagesModule } from '../schemas/custom-page';
import { messagesModule } from '../schemas/message';
import { appTranslationsModule } from '../schemas/app-translation';
import { securityModule } from '../schemas/security-level';
import { myBetModule } from '../schemas/mybet-template';
import { promoCodesModule } from '../schemas/promo-code';
import { bonusRenameModule } from '../schemas/bonus-name';
import { chatroomModule } from '../schemas/chatroom';
import { campaignsModule } from '../schemas/campaign';

// A module's schema file is public through its place here (the package index re-exports the catalog): a new
// module adds its import, this line and its entry in MODULES.
export * from '../schemas/special-category';
export * from '../schemas/payout-message';
export * from '../schemas/medal';
export * from '../schemas/category-image';
export * from '../schemas/banner';
export * from '../schemas/hot-banner';
export * from '../schemas/placement';
export * from '../schemas/sitemap';
export * from '../schemas/avatar-category';
export * from '../schemas/method-banner';
export * from '../schemas/seo-description';
export * from '../schemas/entertainment';
export * from '../schemas/sport-event-image';
export * from '../history/history';
export * from '../schemas/latest-config';
export * from '../schemas/bet-match';
export * from '../schemas/daily-challenge';
export * from '../schemas/regulation';
export * from '../schemas/promotion';
export * from '../schemas/custom-page';
export * from '../schemas/message';
export * from '../schemas/app-translation';
export * from '../schemas/security-level';
export * from '../schemas/mybet-template';
export * from '../schemas/promo-code';
export * from '../schemas/bonus-name';
export * from '../schemas/chatroom';
export * from '../schemas/campaign';

/** A menu entry without a list or form of its own (the AKO generator, the file manager): route and access only. */
const entry = (name: string, item: string, label: string, access: ModuleDefinition['access'], remote: ModuleDefinition['remote'], group: 'main' | 'app-setting' = 'main') =>
  defineModule({ name, item, menu: { label, group }, access, remote });
const signedIn = 'signed-in' as const;

export const MODULES: readonly ModuleDefinition[] = [
  rolesModule,
  entry('ako-generator', 'Coupon', 'Ako Generator', signedIn, { app: 'ako', expose: 'AkoGenerator', file: 'ako-generator/index.tsx' }),
  dailyChallengesModule,
  usersModule,
  hotBannersModule,
  bannersModule,
  placementsModule,
  entertainmentsModule,
  promotionsModule,
  customPagesModule,
  chatroomModule,
  regulationsModule,
  messagesModule,
  myBetModule,
  appTranslationsModule,
  promoCodesModule,
  sportEventImagesModule,
  landingPagesModule,
  landingBaseConfigModule,
  bonusRenameModule,
  seoDescriptionsModule,
  entry('files', 'File', 'Files', signedIn, { app: 'files', expose: 'Files', file: 'files/index.tsx' }),
  betMatchModule,
  marketTypesOrderModule,
  depositMessageModule,
  payoutMessagesModule,
  avatarsModule,
  specialCategoriesModule,
  categoryImagesModule,
  medalsModule,
  sitemapModule,
  registrationBannersModule,
  verificationBannersModule,
  securityModule,
  // Not in the spec's menu (issue 35): campaigns, under App Setting.
  campaignsModule,
  // Not in the spec's menu (issue 17): the audit trail, last, under App Setting.
  historyModule,
];

/** The definition of a module by its name (route segment). */
export function moduleNamed(name: string): ModuleDefinition | undefined {
  return MODULES.find((m) => m.name === name);
}
