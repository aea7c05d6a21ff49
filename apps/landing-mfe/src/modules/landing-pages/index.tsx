import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { anyOf, RequireAccess } from '@backoffice/auth';
import { LandingPageList } from './list/LandingPageList';

// The list is what most visits open; the forms (and their pickers) load only when a form route is opened.
const LandingPageForm = lazy(() => import('./form/LandingPageForm').then((m) => ({ default: m.LandingPageForm })));
const BulkEditPage = lazy(() => import('./bulk-edit/BulkEditPage').then((m) => ({ default: m.BulkEditPage })));

function Guarded({ permissions, children }: { permissions: string[]; children: ReactNode }) {
  return (
    <RequireAccess rule={anyOf(...permissions)}>
      <Suspense fallback={<LinearProgress aria-label="Loading" />}>{children}</Suspense>
    </RequireAccess>
  );
}

/** Exposed entry of the module: it owns every route below /landing-pages (form modes need their permission, spec 1 §6). */
export default function LandingPages() {
  return (
    <Routes>
      <Route index element={<LandingPageList />} />
      <Route path="add" element={<Guarded permissions={['landing.create']}><LandingPageForm mode="add" /></Guarded>} />
      <Route path="edit/:id" element={<Guarded permissions={['landing.update']}><LandingPageForm key="edit" mode="edit" /></Guarded>} />
      <Route path="view/:id" element={<Guarded permissions={['landing.read', 'landing.update']}><LandingPageForm key="view" mode="view" /></Guarded>} />
      <Route path="bulk-edit" element={<Guarded permissions={['landing.update']}><BulkEditPage /></Guarded>} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
