import { createRoot } from 'react-dom/client';
import { initSession, useSession } from '@backoffice/auth';
import { App } from './App';
import { APP_ERROR_TEXT } from './app-error/AppErrorBoundary';
import { liveTableRead } from './federation/live-remotes';
import { loadRuntimeConfig } from './federation/runtime-config';

const root = createRoot(document.getElementById('root') as HTMLElement);

// The stored session is decrypted before the first render, so a reload never flashes the login page. The module table
// and the remotes are set up by the signed-in chunk (signed-in/signed-in-setup.ts): /login does not load them.
loadRuntimeConfig()
  .then(async () => {
    await initSession();
    if (useSession.getState().token) {
      // Which build each remote serves is read beside the signed-in chunk, not after it (a deep link's remote waits
      // for it).
      void liveTableRead();
      void import('./signed-in/deep-link').then(({ warmDeepLink }) => warmDeepLink(window.location.pathname));
    }
    root.render(<App />);
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(<p role="alert">{APP_ERROR_TEXT}</p>);
  });
