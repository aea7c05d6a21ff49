import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { medalsModule } from '@backoffice/modules-content';
import { MedalList } from './MedalList';

// The form loads when a form route is opened, not with the list.
const MedalForm = lazy(() => import('./MedalForm').then((m) => ({ default: m.MedalForm })));

/** Exposed entry of the module: every route below /medals, guarded by the medals permissions. */
export default function Medals() {
  return <ModuleRoutes module={medalsModule} list={<MedalList />} form={MedalForm} />;
}
