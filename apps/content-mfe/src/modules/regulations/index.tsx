import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { regulationsModule } from '@backoffice/modules-content';
import { RegulationList } from './RegulationList';

// The form (and its upload fields) loads when a form route is opened, not with the list.
const RegulationForm = lazy(() => import('./RegulationForm').then((m) => ({ default: m.RegulationForm })));

/** Exposed entry of the module: /regulations, add, edit/{regulationId}, view/{regulationId}, by the regulation permissions. */
export default function Regulations() {
  return <ModuleRoutes module={regulationsModule} list={<RegulationList />} form={RegulationForm} />;
}
