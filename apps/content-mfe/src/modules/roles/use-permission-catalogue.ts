import { useSyncExternalStore } from 'react';
import { permissionCatalogue, subscribeModuleDirectory, type Permission } from '@backoffice/validation';

/** The running product's permission catalogue, re-read when the shell learns that a remote added or dropped a module. */
export function usePermissionCatalogue(): readonly Permission[] {
  return useSyncExternalStore(subscribeModuleDirectory, permissionCatalogue);
}
