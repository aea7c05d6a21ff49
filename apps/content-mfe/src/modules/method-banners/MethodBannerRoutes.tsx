import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import type { MethodBannerKind } from '@backoffice/validation';
import { MethodBannerList } from './MethodBannerList';

const MethodBannerForm = lazy(() => import('./MethodBannerForm').then((m) => ({ default: m.MethodBannerForm })));

/** Every route below /registration or /verification (signed-in only, spec 1 §6). */
export function MethodBannerRoutes({ kind }: { kind: MethodBannerKind }) {
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading" />}>
      <Routes>
        <Route index element={<MethodBannerList kind={kind} />} />
        <Route path="create" element={<MethodBannerForm key="add" kind={kind} mode="add" />} />
        <Route path="edit/:id" element={<MethodBannerForm key="edit" kind={kind} mode="edit" />} />
        <Route path="preview/:id" element={<MethodBannerForm key="preview" kind={kind} mode="preview" />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Suspense>
  );
}
