import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { StandaloneSession } from '@backoffice/auth';
import { AppProviders } from '@backoffice/ui/providers';
import AkoGenerator from './modules/ako-generator';

// Standalone mode for the remote's own team: the same module, served on its own behind the sign-in gate.
createRoot(document.getElementById('root') as HTMLElement).render(
  <AppProviders>
    <BrowserRouter>
      <StandaloneSession>
        <Routes>
          <Route path="/ako-generator/*" element={<AkoGenerator />} />
          <Route path="*" element={<Navigate to="/ako-generator" replace />} />
        </Routes>
      </StandaloneSession>
    </BrowserRouter>
  </AppProviders>,
);
