import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { betMatchModule } from '@backoffice/modules-content';
import { BetMatchList } from './BetMatchList';

// The entry form (pickers, date pickers) loads when a form route is opened, not with the list.
const BetMatchForm = lazy(() => import('./BetMatchForm').then((m) => ({ default: m.BetMatchForm })));

/** Exposed entry of the module: every route below /bet-match (signed-in only). */
export default function BetMatch() {
  return <ModuleRoutes module={betMatchModule} list={<BetMatchList />} form={BetMatchForm} />;
}
