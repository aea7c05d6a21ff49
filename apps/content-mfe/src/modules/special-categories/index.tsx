import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { SpecialCategoryList } from './SpecialCategoryList';

// The form (and its date pickers) loads when a form route is opened, not with the list.
const SpecialCategoryForm = lazy(() => import('./SpecialCategoryForm').then((m) => ({ default: m.SpecialCategoryForm })));

/** Exposed entry of the module: every route below /special-categories (signed-in only, spec 2 §6). */
export default function SpecialCategories() {
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading" />}>
      <Routes>
        <Route index element={<SpecialCategoryList />} />
        <Route path="create" element={<SpecialCategoryForm key="add" mode="add" />} />
        <Route path="edit/:id" element={<SpecialCategoryForm key="edit" mode="edit" />} />
        <Route path="preview/:id" element={<SpecialCategoryForm key="preview" mode="preview" />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Suspense>
  );
}
