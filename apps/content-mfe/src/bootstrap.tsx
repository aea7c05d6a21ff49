import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import ModulePending from './modules/module-pending';

// Standalone mode for the remote's own team: the same modules, served on their own.
createRoot(document.getElementById('root') as HTMLElement).render(
  <BrowserRouter>
    <Routes>
        <Route path="/pending/*" element={<ModulePending />} />
      <Route path="*" element={<Navigate to="/pending" replace />} />
    </Routes>
  </BrowserRouter>,
);
