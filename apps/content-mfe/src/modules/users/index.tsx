import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { usersModule } from '@backoffice/modules-content';
import { UserList } from './UserList';

// The form loads when a form route is opened, not with the list.
const UserForm = lazy(() => import('./UserForm').then((m) => ({ default: m.UserForm })));

/** Exposed entry of the module: every route below /users (users.* permissions). */
export default function Users() {
  return <ModuleRoutes module={usersModule} list={<UserList />} form={UserForm} />;
}
