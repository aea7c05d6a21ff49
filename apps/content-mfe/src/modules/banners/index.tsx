import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { anyOf, RequireAccess } from '@backoffice/auth';
import { BannerList } from './BannerList';

// The form (and its pickers) loads when a form route is opened, not with the list.
const BannerForm = lazy(() => import('./BannerForm').then((m) => ({ default: m.BannerForm })));

function Guarded({ permissions, children }: { permissions: string[]; children: ReactNode }) {
  return (
    <RequireAccess rule={anyOf(...permissions)}>
      <Suspense fallback={<LinearProgress aria-label="Loading" />}>{children}</Suspense>
    </RequireAccess>
  );
}

/** Exposed entry of the module: every route below /banners (spec 2 §2; form modes need their permission, §6). */
export default function Banners() {
  return (
    <Routes>
      <Route index element={<BannerList />} />
      <Route path="add" element={<Guarded permissions={['banners.create']}><BannerForm key="add" mode="add" /></Guarded>} />
      <Route path="edit/:id" element={<Guarded permissions={['banners.update']}><BannerForm key="edit" mode="edit" /></Guarded>} />
      <Route path="view/:id" element={<Guarded permissions={['banners.read', 'banners.update']}><BannerForm key="view" mode="view" /></Guarded>} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
