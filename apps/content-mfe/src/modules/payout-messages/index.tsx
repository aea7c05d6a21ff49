import { lazy } from 'react';
import { ModuleRoutes } from '@backoffice/ui';
import { payoutMessagesModule } from '@backoffice/modules-content';
import { PayoutMessageList } from './PayoutMessageList';

// The form (and its date pickers) loads when a form route is opened, not with the list.
const PayoutMessageForm = lazy(() => import('./PayoutMessageForm').then((m) => ({ default: m.PayoutMessageForm })));

/** Exposed entry of the module: every route below /payout-message (signed-in only). */
export default function PayoutMessages() {
  return <ModuleRoutes module={payoutMessagesModule} list={<PayoutMessageList />} form={PayoutMessageForm} />;
}
