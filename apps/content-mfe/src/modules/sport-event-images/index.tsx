import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { anyOf, RequireAccess, useCan } from '@backoffice/auth';
import { SportEventImageList } from './SportEventImageList';

// The form (with the pickers and the builder's canvas code) loads when a form route is opened, not with the list.
const SportEventImageForm = lazy(() => import('./SportEventImageForm').then((m) => ({ default: m.SportEventImageForm })));

function Guarded({ permissions, children }: { permissions: string[]; children: ReactNode }) {
  return (
    <RequireAccess rule={anyOf(...permissions)}>
      <Suspense fallback={<LinearProgress aria-label="Loading" />}>{children}</Suspense>
    </RequireAccess>
  );
}

/** update/{id} edits with sportEventImage.update and shows the record read-only with only sportEventImage.read. */
function UpdateRoute() {
  const mayUpdate = useCan({ permission: 'sportEventImage.update' });
  return <SportEventImageForm key={mayUpdate ? 'edit' : 'view'} mode={mayUpdate ? 'edit' : 'view'} />;
}

/** Exposed entry of the module: every route below /sport-event-image (spec 1 §2: add, update/{id}). */
export default function SportEventImages() {
  return (
    <Routes>
      <Route index element={<SportEventImageList />} />
      <Route path="add" element={<Guarded permissions={['sportEventImage.create']}><SportEventImageForm key="add" mode="add" /></Guarded>} />
      <Route path="update/:id" element={<Guarded permissions={['sportEventImage.update', 'sportEventImage.read']}><UpdateRoute /></Guarded>} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
