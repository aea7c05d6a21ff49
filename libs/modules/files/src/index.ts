// The files team's module: the file manager's menu entry and route (its rules and folders are the kernel's, since
// every remote's file pickers use them); the build describes `remoteModules` in files-mfe's manifest.
import { defineModule, type ModuleDefinition } from '@backoffice/validation';

export const filesModule = defineModule({
  name: 'files',
  item: 'File',
  menu: { label: 'Files', group: 'main', order: 220 },
  access: 'signed-in',
  remote: { app: 'files', expose: 'Files', file: 'files/index.tsx' },
});

/** The modules files-mfe renders. */
export const remoteModules: readonly ModuleDefinition[] = [filesModule];
