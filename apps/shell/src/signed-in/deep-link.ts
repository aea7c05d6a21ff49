import { passesAccess, useSession } from '@backoffice/auth';
import { moduleTable, moduleTableSettled } from '../federation/module-table';
import { warmRemote } from '../federation/remotes';
import { screenAt } from '../layout/screen-title';
import { setUpSignedIn } from './signed-in-setup';

/**
 * A page opened on a module's address by a signed-in user (a new tab, a bookmark, a reload) starts loading that
 * module's remote at boot, beside the signed-in chunk, instead of after it has rendered its route: the remote's
 * manifest, entry and code no longer wait for the layout. The module is found in the remembered table at once, or
 * in the fresh one when this browser does not know it yet.
 */
export function warmDeepLink(pathname: string): void {
  setUpSignedIn();
  const warm = () => {
    const { modules, previews } = moduleTable();
    const entry = screenAt([...previews, ...modules], pathname);
    if (entry && passesAccess(entry.access, useSession.getState())) void warmRemote(entry.target);
    return entry !== undefined;
  };
  if (!warm()) void moduleTableSettled().then(warm);
}
