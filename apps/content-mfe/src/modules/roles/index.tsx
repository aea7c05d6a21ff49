import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { rolesModule } from '@backoffice/modules-content';
import { RoleList } from './RoleList';

// The form and its matrix load when a form route is opened, not with the list.
const RoleForm = lazy(() => import('./RoleForm').then((m) => ({ default: m.RoleForm })));

/** Exposed entry of the module: every route below /roles (roles.* permissions). */
export default function Roles() {
  return <ModuleRoutes module={rolesModule} list={<RoleList />} form={RoleForm} />;
}
