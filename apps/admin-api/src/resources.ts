// Every resource the engine serves, once. server-modules.ts lists each as a plugin under its module's API base; a
// module's own plugin adds only what is not a list of records (bulk edit, block, public pages).
import type { FastifyInstance } from 'fastify';
import { rolesResource } from './modules/roles/resource';
import { usersResource } from './modules/users/resource';
import { landingPagesResource } from './modules/landing/pages-resource';
import { specialCategoriesResource } from './modules/special-categories/resource';
import { payoutMessagesResource } from './modules/payout-messages/resource';
import { medalsResource } from './modules/medals/resource';
import { categoryImagesResource } from './modules/category-images/resource';
import { bannersResource } from './modules/banners/resource';
import { hotBannersResource } from './modules/hot-banners/resource';
import { placementsResource } from './modules/placements/resource';
import { sitemapResource } from './modules/sitemap/resource';
import { methodBannersResource } from './modules/method-banners/resource';
import { avatarsResource } from './modules/avatars/resource';
import { seoDescriptionsResource } from './modules/seo-descriptions/resource';
import { entertainmentsResource } from './modules/entertainments/resource';
import { sportEventImagesResource } from './modules/sport-event-images/resource';
import { betMatchResource } from './modules/bet-match/resource';
import { dailyChallengesResource } from './modules/daily-challenges/resource';
import { regulationsResource } from './modules/regulations/resource';
import { customPagesResource } from './modules/custom-pages/resource';
import { messagesResource } from './modules/messages/resource';
import { appTranslationsResource } from './modules/app-translations/resource';
import { myBetResource } from './modules/mybet/resource';
import { promoCodesResource } from './modules/promo-codes/resource';
import { bonusRenameResource } from './modules/bonus-rename/resource';
import { promotionsResource } from './modules/promotions/resource';
import { identifier, toColumn } from './resource/definition';
import { jsonFileReferences } from './core/file-usage';
import type { ResourceDefinition, ResourceModule } from './resource/definition';
import { resourceRoutes } from './resource/routes';

/** Any resource, whatever its module's schema (the hooks' input types differ per module). */
type AnyResource = Pick<ResourceDefinition<ResourceModule>, 'module'>;

export const RESOURCES: readonly AnyResource[] = [
  rolesResource, usersResource, landingPagesResource, specialCategoriesResource, payoutMessagesResource, medalsResource,
  categoryImagesResource, hotBannersResource, bannersResource, placementsResource, sitemapResource,
  methodBannersResource, avatarsResource, seoDescriptionsResource, entertainmentsResource, sportEventImagesResource,
  betMatchResource, dailyChallengesResource, regulationsResource, customPagesResource, messagesResource,
  appTranslationsResource, myBetResource, promoCodesResource, bonusRenameResource, promotionsResource,
];

// The chat service is served by this API under v1 (a resource there would be; chatHost may point the screen elsewhere).
export const API_PREFIX = { admin: '/api/v1', content: '/api', chat: '/api/v1' } as const;

/** A resource's plugin: its routes under its module's API base, and the files its records use. */
export function resourcePlugin(resource: AnyResource) {
  return async function resourceRoutesAndFiles(app: FastifyInstance): Promise<void> {
    await app.register(resourceRoutes(resource as ResourceDefinition));
    registerFileUsage(app, resource as ResourceDefinition);
  };
}

/** A resource with file fields tells the file manager which of its records use a file (one finder over them all). */
function registerFileUsage(app: FastifyInstance, resource: ResourceDefinition): void {
  if (!resource.fileFields?.length) return;
  const columns = resource.fileFields.map((f) => `coalesce(${identifier(toColumn(f))}::text, '')`).join(` || ' ' || `);
  const name = resource.nameField ? identifier(toColumn(resource.nameField)) : `'#' || id`;
  app.fileUsage.register(jsonFileReferences({ module: resource.module.name, label: resource.module.item, table: identifier(resource.table), column: columns, name }));
}
