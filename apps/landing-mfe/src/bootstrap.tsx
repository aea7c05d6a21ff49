import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { StandaloneSession } from '@backoffice/auth';
import { AppProviders } from '@backoffice/ui/providers';
import LandingPages from './modules/landing-pages';
import LandingBaseConfig from './modules/base-config';

// Standalone mode for the remote's own team: the same modules, served on their own behind a sign-in gate.
createRoot(document.getElementById('root') as HTMLElement).render(
  <AppProviders>
    <BrowserRouter>
      <StandaloneSession>
        <Routes>
          <Route path="/landing-pages/*" element={<LandingPages />} />
          <Route path="/landing-pages-base-config/*" element={<LandingBaseConfig />} />
          <Route path="*" element={<Navigate to="/landing-pages" replace />} />
        </Routes>
      </StandaloneSession>
    </BrowserRouter>
  </AppProviders>,
);
