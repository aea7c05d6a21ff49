import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { StandaloneSession } from '@backoffice/auth';
import { AppProviders } from '@backoffice/ui/providers';
import Files from './modules/files';

// Standalone mode for the remote's own team: the same module, served on its own behind the sign-in gate.
createRoot(document.getElementById('root') as HTMLElement).render(
  <AppProviders>
    <BrowserRouter>
      <StandaloneSession>
        <Routes>
          <Route path="/files/*" element={<Files />} />
          <Route path="*" element={<Navigate to="/files" replace />} />
        </Routes>
      </StandaloneSession>
    </BrowserRouter>
  </AppProviders>,
);
