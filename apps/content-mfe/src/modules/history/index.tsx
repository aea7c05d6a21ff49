import { Navigate, Route, Routes } from 'react-router';
import { HistoryList } from './HistoryList';

/** Exposed entry of the global history (App Setting → History, history.index): one read-only list. */
export default function History() {
  return (
    <Routes>
      <Route index element={<HistoryList />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
