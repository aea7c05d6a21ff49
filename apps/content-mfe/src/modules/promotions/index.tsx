import { lazy } from 'react';
import { Route } from 'react-router';
import { RequireAccess, anyOf } from '@backoffice/auth';
import { ModuleRoutes } from '@backoffice/ui';
import { PROMOTION_PLAYERS_PERMISSION, promotionsModule } from '@backoffice/modules-content';
import { PromotionList } from './PromotionList';

// The form (rich text, pickers) and the players list load when their route is opened, not with the list.
const PromotionForm = lazy(() => import('./PromotionForm').then((m) => ({ default: m.PromotionForm })));
const PromotionPlayers = lazy(() => import('./PromotionPlayers').then((m) => ({ default: m.PromotionPlayers })));

/**
 * Exposed entry of the module: /promotions, add, clone/{id}, edit/{id}, view/{id} (clone needs
 * promotion.create), and users/{id}, the players who joined, with promotion_users.read (docs/decisions.md).
 */
export default function Promotions() {
  return (
    <ModuleRoutes module={promotionsModule} list={<PromotionList />} form={PromotionForm}>
      <Route
        path="users/:id"
        element={
          <RequireAccess rule={anyOf(PROMOTION_PLAYERS_PERMISSION)}>
            <PromotionPlayers />
          </RequireAccess>
        }
      />
    </ModuleRoutes>
  );
}
