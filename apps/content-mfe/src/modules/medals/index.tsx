import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { MedalList } from './MedalList';

// The form loads when a form route is opened, not with the list.
const MedalForm = lazy(() => import('./MedalForm').then((m) => ({ default: m.MedalForm })));

/** Exposed entry of the module: every route below /medals (signed-in only, spec 1 §6). */
export default function Medals() {
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading" />}>
      <Routes>
        <Route index element={<MedalList />} />
        <Route path="add" element={<MedalForm key="add" mode="add" />} />
        <Route path="edit/:id" element={<MedalForm key="edit" mode="edit" />} />
        <Route path="view/:id" element={<MedalForm key="view" mode="view" />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Suspense>
  );
}
