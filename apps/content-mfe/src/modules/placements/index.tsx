import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { placementsModule } from '@backoffice/modules-content';
import { PlacementList } from './PlacementList';

// The form (and its pickers) loads when a form route is opened, not with the list.
const PlacementForm = lazy(() => import('./PlacementForm').then((m) => ({ default: m.PlacementForm })));

/** Exposed entry of the module: every route below /placements (form modes need their permission). */
export default function Placements() {
  return <ModuleRoutes module={placementsModule} list={<PlacementList />} form={PlacementForm} />;
}
