import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { anyOf, RequireAccess } from '@backoffice/auth';
import { PlacementList } from './PlacementList';

// The form (and its pickers) loads when a form route is opened, not with the list.
const PlacementForm = lazy(() => import('./PlacementForm').then((m) => ({ default: m.PlacementForm })));

function Guarded({ permissions, children }: { permissions: string[]; children: ReactNode }) {
  return (
    <RequireAccess rule={anyOf(...permissions)}>
      <Suspense fallback={<LinearProgress aria-label="Loading" />}>{children}</Suspense>
    </RequireAccess>
  );
}

/** Exposed entry of the module: every route below /placements (spec 2 §2; form modes need their permission, §6). */
export default function Placements() {
  return (
    <Routes>
      <Route index element={<PlacementList />} />
      <Route path="add" element={<Guarded permissions={['placement.create']}><PlacementForm key="add" mode="add" /></Guarded>} />
      <Route path="edit/:id" element={<Guarded permissions={['placement.update']}><PlacementForm key="edit" mode="edit" /></Guarded>} />
      <Route path="view/:id" element={<Guarded permissions={['placement.read', 'placement.update']}><PlacementForm key="view" mode="view" /></Guarded>} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
