import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import AkoGenerator from './modules/ako-generator';

// Standalone mode for the remote's own team: the same modules, served on their own.
createRoot(document.getElementById('root') as HTMLElement).render(
  <BrowserRouter>
    <Routes>
        <Route path="/ako-generator/*" element={<AkoGenerator />} />
      <Route path="*" element={<Navigate to="/ako-generator" replace />} />
    </Routes>
  </BrowserRouter>,
);
