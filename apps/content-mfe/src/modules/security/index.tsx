import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';

const SecurityLevelScreen = lazy(() => import('./SecurityLevelScreen'));

/** Exposed entry of the module: /security (the `security` permission, guarded by the shell). */
export default function Security() {
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading" />}>
      <Routes>
        <Route index element={<SecurityLevelScreen />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Suspense>
  );
}
