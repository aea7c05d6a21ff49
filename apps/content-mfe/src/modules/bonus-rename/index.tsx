import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { bonusRenameModule } from '@backoffice/modules-content';
import { BonusNameList } from './BonusNameList';

// The form loads when a form route is opened, not with the list.
const BonusNameForm = lazy(() => import('./BonusNameForm').then((m) => ({ default: m.BonusNameForm })));

/** Exposed entry of the module: /bonus-rename with add, edit/{id} and view/{id} as the other modules. */
export default function BonusRename() {
  return <ModuleRoutes module={bonusRenameModule} list={<BonusNameList />} form={BonusNameForm} />;
}
