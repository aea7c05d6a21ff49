import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { SitemapList } from './SitemapList';

const SitemapForm = lazy(() => import('./SitemapForm').then((m) => ({ default: m.SitemapForm })));

/** Exposed entry of the module: /sitemap, its create and edit/{id} (signed-in only, spec 1 §6). */
export default function Sitemap() {
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading" />}>
      <Routes>
        <Route index element={<SitemapList />} />
        <Route path="create" element={<SitemapForm key="add" mode="add" />} />
        <Route path="edit/:id" element={<SitemapForm key="edit" mode="edit" />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Suspense>
  );
}
