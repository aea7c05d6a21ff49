import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { avatarsModule } from '@backoffice/modules-content';
import { AvatarList } from './AvatarList';

// The form (with its date pickers and upload field) loads when a form route is opened, not with the list.
const AvatarForm = lazy(() => import('./AvatarForm').then((m) => ({ default: m.AvatarForm })));

/** Exposed entry of the module: every route below /avatars (signed-in only). */
export default function Avatars() {
  return <ModuleRoutes module={avatarsModule} list={<AvatarList />} form={AvatarForm} />;
}
