import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';

// The form (and its date pickers) loads with the route.
const DepositMessageForm = lazy(() => import('./DepositMessageForm'));

/** Exposed entry of the module: /deposit-message (signed-in only). */
export default function DepositMessage() {
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading" />}>
      <Routes>
        <Route index element={<DepositMessageForm />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Suspense>
  );
}
