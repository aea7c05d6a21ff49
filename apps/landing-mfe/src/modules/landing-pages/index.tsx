import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { anyOf, RequireAccess } from '@backoffice/auth';
import { LandingPageList } from './list/LandingPageList';

// The list is what most visits open; the forms (and their pickers) load only when a form route is opened.
const AddLandingPage = lazy(() => import('./form/AddLandingPage').then((m) => ({ default: m.AddLandingPage })));
const EditLandingPage = lazy(() => import('./form/EditLandingPage').then((m) => ({ default: m.EditLandingPage })));
const BulkEditPage = lazy(() => import('./bulk-edit/BulkEditPage').then((m) => ({ default: m.BulkEditPage })));

function Guarded({ permission, children }: { permission: string; children: ReactNode }) {
  return (
    <RequireAccess rule={anyOf(permission)}>
      <Suspense fallback={<LinearProgress aria-label="Loading" />}>{children}</Suspense>
    </RequireAccess>
  );
}

/** Exposed entry of the module: it owns every route below /landing-pages (form modes need their permission, spec 1 §6). */
export default function LandingPages() {
  return (
    <Routes>
      <Route index element={<LandingPageList />} />
      <Route path="add" element={<Guarded permission="landing.create"><AddLandingPage /></Guarded>} />
      <Route path="edit/:id" element={<Guarded permission="landing.update"><EditLandingPage /></Guarded>} />
      <Route path="bulk-edit" element={<Guarded permission="landing.update"><BulkEditPage /></Guarded>} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
