import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { CategoryImageList } from './CategoryImageList';

// The form loads when a form route is opened, not with the list.
const CategoryImageForm = lazy(() => import('./CategoryImageForm').then((m) => ({ default: m.CategoryImageForm })));

/** Exposed entry of the module: every route below /category-image (signed-in only, spec 2 §6). */
export default function CategoryImages() {
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading" />}>
      <Routes>
        <Route index element={<CategoryImageList />} />
        <Route path="create" element={<CategoryImageForm key="add" mode="add" />} />
        <Route path="edit/:id" element={<CategoryImageForm key="edit" mode="edit" />} />
        <Route path="preview/:id" element={<CategoryImageForm key="preview" mode="preview" />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Suspense>
  );
}
