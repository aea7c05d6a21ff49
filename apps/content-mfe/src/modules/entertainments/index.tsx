import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { entertainmentsModule } from '@backoffice/modules-content';
import { EntertainmentList } from './EntertainmentList';

// The form (and its pickers) loads when a form route is opened, not with the list.
const EntertainmentForm = lazy(() => import('./EntertainmentForm').then((m) => ({ default: m.EntertainmentForm })));

/** Exposed entry of the module: every route below /entertainments (the spec: add, edit/{id}, view/{id}). */
export default function Entertainments() {
  return <ModuleRoutes module={entertainmentsModule} list={<EntertainmentList />} form={EntertainmentForm} />;
}
