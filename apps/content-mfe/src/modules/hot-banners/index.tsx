import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { anyOf, RequireAccess } from '@backoffice/auth';
import { HotBannerList } from './HotBannerList';

// The form (and its pickers) loads when a form route is opened, not with the list.
const HotBannerForm = lazy(() => import('./HotBannerForm').then((m) => ({ default: m.HotBannerForm })));

function Guarded({ permissions, children }: { permissions: string[]; children: ReactNode }) {
  return (
    <RequireAccess rule={anyOf(...permissions)}>
      <Suspense fallback={<LinearProgress aria-label="Loading" />}>{children}</Suspense>
    </RequireAccess>
  );
}

/** Exposed entry of the module: every route below /hotbanner (spec 2 §2; clone has its own permission, §6). */
export default function HotBanners() {
  return (
    <Routes>
      <Route index element={<HotBannerList />} />
      <Route path="add" element={<Guarded permissions={['hotbanners.create']}><HotBannerForm key="add" mode="add" /></Guarded>} />
      <Route path="edit/:id" element={<Guarded permissions={['hotbanners.update']}><HotBannerForm key="edit" mode="edit" /></Guarded>} />
      <Route path="clone/:id" element={<Guarded permissions={['hotbanners.clone']}><HotBannerForm key="clone" mode="clone" /></Guarded>} />
      <Route path="view/:id" element={<Guarded permissions={['hotbanners.read', 'hotbanners.update']}><HotBannerForm key="view" mode="view" /></Guarded>} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
