import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { anyOf, RequireAccess } from '@backoffice/auth';
import { SeoDescriptionList } from './SeoDescriptionList';

// The form loads when a form route is opened, not with the list.
const SeoDescriptionForm = lazy(() => import('./SeoDescriptionForm').then((m) => ({ default: m.SeoDescriptionForm })));

function Guarded({ permissions, children }: { permissions: string[]; children: ReactNode }) {
  return (
    <RequireAccess rule={anyOf(...permissions)}>
      <Suspense fallback={<LinearProgress aria-label="Loading" />}>{children}</Suspense>
    </RequireAccess>
  );
}

/** Exposed entry of the module: every route below /editable-seo-desc (spec 1 §2: add, edit/{type}, read/{type}). */
export default function SeoDescriptions() {
  return (
    <Routes>
      <Route index element={<SeoDescriptionList />} />
      <Route path="add" element={<Guarded permissions={['editableSeoDesc.create']}><SeoDescriptionForm key="add" mode="add" /></Guarded>} />
      <Route path="edit/:type" element={<Guarded permissions={['editableSeoDesc.update']}><SeoDescriptionForm key="edit" mode="edit" /></Guarded>} />
      <Route path="read/:type" element={<Guarded permissions={['editableSeoDesc.read', 'editableSeoDesc.update']}><SeoDescriptionForm key="view" mode="view" /></Guarded>} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
