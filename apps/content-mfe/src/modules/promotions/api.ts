import { createResource, moduleResource } from '@backoffice/api/query';
import { PROMOTION_PLAYERS_LIST, promotionsModule, type Promotion, type PromotionInput, type PromotionPlayer } from '@backoffice/modules-content';

export const promotions = moduleResource<Promotion, PromotionInput>(promotionsModule);

const playerLists = new Map<string, ReturnType<typeof createResource<PromotionPlayer>>>();

/** The joined-players list of one promotion (GET v1/promotions/{id}/users), one resource per promotion. */
export function promotionPlayers(id: string) {
  let resource = playerLists.get(id);
  if (!resource) {
    resource = createResource<PromotionPlayer>({ key: `promotion-players-${id}`, path: `${promotionsModule.api.path}/${encodeURIComponent(id)}/users`, list: PROMOTION_PLAYERS_LIST });
    playerLists.set(id, resource);
  }
  return resource;
}
