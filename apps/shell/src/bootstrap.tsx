import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadRuntimeConfig } from './federation/runtime-config';
import { registerConfiguredRemotes } from './federation/remotes';

const root = createRoot(document.getElementById('root') as HTMLElement);

loadRuntimeConfig()
  .then((config) => {
    registerConfiguredRemotes(config);
    root.render(<App />);
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(<p role="alert">Application has errors. Please check logs to fix this.</p>);
  });
