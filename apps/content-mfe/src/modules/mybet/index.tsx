import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { myBetModule } from '@backoffice/modules-content';
import { MyBetList } from './MyBetList';

// The form loads when a form route is opened, not with the list.
const MyBetForm = lazy(() => import('./MyBetForm').then((m) => ({ default: m.MyBetForm })));

/**
 * Exposed entry of the module: /mybet and /mybet/{id} plus /mybet/add. The record's one route opens
 * for mybet.update (edit) or mybet.read (the form read-only).
 */
export default function MyBet() {
  return <ModuleRoutes module={myBetModule} list={<MyBetList />} form={MyBetForm} />;
}
