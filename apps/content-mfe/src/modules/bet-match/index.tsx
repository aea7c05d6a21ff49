import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { BetMatchList } from './BetMatchList';

// The entry form (pickers, date pickers) loads when a form route is opened, not with the list.
const BetMatchForm = lazy(() => import('./BetMatchForm').then((m) => ({ default: m.BetMatchForm })));

/** Exposed entry of the module: every route below /bet-match (signed-in only, spec 2 §2, §6). */
export default function BetMatch() {
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading" />}>
      <Routes>
        <Route index element={<BetMatchList />} />
        <Route path="create" element={<BetMatchForm key="add" mode="add" />} />
        <Route path="edit/:id" element={<BetMatchForm key="edit" mode="edit" />} />
        <Route path="preview/:id" element={<BetMatchForm key="preview" mode="preview" />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Suspense>
  );
}
