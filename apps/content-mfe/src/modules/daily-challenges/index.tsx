import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { DailyChallengeList } from './DailyChallengeList';

// The form (pickers, date pickers, list editor) loads when a form route is opened, not with the list.
const DailyChallengeForm = lazy(() => import('./DailyChallengeForm').then((m) => ({ default: m.DailyChallengeForm })));

/** Exposed entry of the module: every route below /daily-challenge (signed-in only, spec 2 §2, §6). */
export default function DailyChallenges() {
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading" />}>
      <Routes>
        <Route index element={<DailyChallengeList />} />
        <Route path="create" element={<DailyChallengeForm key="add" mode="add" />} />
        <Route path="edit/:id" element={<DailyChallengeForm key="edit" mode="edit" />} />
        <Route path="clone/:id" element={<DailyChallengeForm key="clone" mode="clone" />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Suspense>
  );
}
