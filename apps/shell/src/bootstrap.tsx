import { createRoot } from 'react-dom/client';
import { configureSidebarMenu, initSession } from '@backoffice/auth';
import { App } from './App';
import { APP_ERROR_TEXT } from './app-error/AppErrorBoundary';
import { loadRuntimeConfig } from './federation/runtime-config';
import { registerConfiguredRemotes } from './federation/remotes';
import { modules } from './modules';

const root = createRoot(document.getElementById('root') as HTMLElement);

// The stored session is decrypted before the first render, so a reload never flashes the login page.
loadRuntimeConfig()
  .then(async (config) => {
    registerConfiguredRemotes(config);
    configureSidebarMenu(modules);
    await initSession();
    root.render(<App />);
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(<p role="alert">{APP_ERROR_TEXT}</p>);
  });
