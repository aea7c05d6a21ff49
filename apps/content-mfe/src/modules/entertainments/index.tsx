import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { anyOf, RequireAccess } from '@backoffice/auth';
import { EntertainmentList } from './EntertainmentList';

// The form (and its pickers) loads when a form route is opened, not with the list.
const EntertainmentForm = lazy(() => import('./EntertainmentForm').then((m) => ({ default: m.EntertainmentForm })));

function Guarded({ permissions, children }: { permissions: string[]; children: ReactNode }) {
  return (
    <RequireAccess rule={anyOf(...permissions)}>
      <Suspense fallback={<LinearProgress aria-label="Loading" />}>{children}</Suspense>
    </RequireAccess>
  );
}

/** Exposed entry of the module: every route below /entertainments (spec 1 §2: add, edit/{id}, view/{id}). */
export default function Entertainments() {
  return (
    <Routes>
      <Route index element={<EntertainmentList />} />
      <Route path="add" element={<Guarded permissions={['entertainment.create']}><EntertainmentForm key="add" mode="add" /></Guarded>} />
      <Route path="edit/:id" element={<Guarded permissions={['entertainment.update']}><EntertainmentForm key="edit" mode="edit" /></Guarded>} />
      <Route path="view/:id" element={<Guarded permissions={['entertainment.read', 'entertainment.update']}><EntertainmentForm key="view" mode="view" /></Guarded>} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
