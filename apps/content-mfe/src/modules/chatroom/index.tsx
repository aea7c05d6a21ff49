import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';

const ChatroomScreen = lazy(() => import('./ChatroomScreen'));

/** Exposed entry of the module: /chatroom (chatroom.index, guarded by the shell). */
export default function Chatroom() {
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading" />}>
      <Routes>
        <Route index element={<ChatroomScreen />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </Suspense>
  );
}
