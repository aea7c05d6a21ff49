// The content team's modules: each one's definition and schema, declared once, imported by content-mfe (bundled
// into it, never shared) and by the API. The build describes `remoteModules` in content-mfe's manifest, from which
// the shell learns the menu entries and routes at run time.
import { campaignsModule, historyModule, type ModuleDefinition } from '@backoffice/validation';
import { rolesModule, usersModule } from './admin';
import { appTranslationsModule } from './app-translation';
import { avatarsModule } from './avatar-category';
import { bannersModule } from './banner';
import { betMatchModule } from './bet-match';
import { bonusRenameModule } from './bonus-name';
import { categoryImagesModule } from './category-image';
import { chatroomModule } from './chatroom';
import { customPagesModule } from './custom-page';
import { dailyChallengesModule } from './daily-challenge';
import { entertainmentsModule } from './entertainment';
import { hotBannersModule } from './hot-banner';
import { marketTypesOrderModule, depositMessageModule } from './latest-config';
import { medalsModule } from './medal';
import { messagesModule } from './message';
import { registrationBannersModule, verificationBannersModule } from './method-banner';
import { myBetModule } from './mybet-template';
import { payoutMessagesModule } from './payout-message';
import { placementsModule } from './placement';
import { promoCodesModule } from './promo-code';
import { promotionsModule } from './promotion';
import { regulationsModule } from './regulation';
import { securityModule } from './security-level';
import { seoDescriptionsModule } from './seo-description';
import { sitemapModule } from './sitemap';
import { specialCategoriesModule } from './special-category';
import { sportEventImagesModule } from './sport-event-image';

export * from './admin';
export * from './app-translation';
export * from './avatar-category';
export * from './banner';
export * from './bet-match';
export * from './bonus-name';
export * from './category-image';
export * from './chatroom';
export * from './custom-page';
export * from './daily-challenge';
export * from './entertainment';
export * from './hot-banner';
export * from './latest-config';
export * from './medal';
export * from './message';
export * from './method-banner';
export * from './mybet-template';
export * from './payout-message';
export * from './placement';
export * from './promo-code';
export * from './promotion';
export * from './regulation';
export * from './security-level';
export * from './seo-description';
export * from './sitemap';
export * from './special-category';
export * from './sport-event-image';

/** The modules content-mfe renders, in menu order (each definition's `menu.order` places it among every remote's). */
export const remoteModules: readonly ModuleDefinition[] = [
  rolesModule,
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
  bonusRenameModule,
  seoDescriptionsModule,
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
  // Kit features with screens of their own, rendered by content-mfe: campaigns and the audit trail.
  campaignsModule,
  historyModule,
];
