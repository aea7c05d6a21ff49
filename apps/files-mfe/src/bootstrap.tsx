import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import Files from './modules/files';

// Standalone mode for the remote's own team: the same modules, served on their own.
createRoot(document.getElementById('root') as HTMLElement).render(
  <BrowserRouter>
    <Routes>
        <Route path="/files/*" element={<Files />} />
      <Route path="*" element={<Navigate to="/files" replace />} />
    </Routes>
  </BrowserRouter>,
);
