import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { PayoutMessageList } from './PayoutMessageList';

// The form (and its date pickers) loads when a form route is opened, not with the list.
const PayoutMessageForm = lazy(() => import('./PayoutMessageForm').then((m) => ({ default: m.PayoutMessageForm })));

/** Exposed entry of the module: every route below /payout-message (signed-in only, spec 2 §6). */
export default function PayoutMessages() {
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading" />}>
      <Routes>
        <Route index element={<PayoutMessageList />} />
        <Route path="create" element={<PayoutMessageForm key="add" mode="add" />} />
        <Route path="edit/:id" element={<PayoutMessageForm key="edit" mode="edit" />} />
        <Route path="preview/:id" element={<PayoutMessageForm key="preview" mode="preview" />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Suspense>
  );
}
