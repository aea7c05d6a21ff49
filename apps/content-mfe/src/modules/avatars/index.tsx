import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { AvatarList } from './AvatarList';

// The form (with its date pickers and upload field) loads when a form route is opened, not with the list.
const AvatarForm = lazy(() => import('./AvatarForm').then((m) => ({ default: m.AvatarForm })));

/** Exposed entry of the module: every route below /avatars (signed-in only, spec 2 §6). */
export default function Avatars() {
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading" />}>
      <Routes>
        <Route index element={<AvatarList />} />
        <Route path="create" element={<AvatarForm key="add" mode="add" />} />
        <Route path="edit/:id" element={<AvatarForm key="edit" mode="edit" />} />
        <Route path="preview/:id" element={<AvatarForm key="preview" mode="preview" />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Suspense>
  );
}
