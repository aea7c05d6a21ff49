import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { dailyChallengesModule } from '@backoffice/modules-content';
import { DailyChallengeList } from './DailyChallengeList';

// The form (pickers, date pickers, list editor) loads when a form route is opened, not with the list.
const DailyChallengeForm = lazy(() => import('./DailyChallengeForm').then((m) => ({ default: m.DailyChallengeForm })));

/** Exposed entry of the module: every route below /daily-challenge (signed-in only). */
export default function DailyChallenges() {
  return <ModuleRoutes module={dailyChallengesModule} list={<DailyChallengeList />} form={DailyChallengeForm} />;
}
