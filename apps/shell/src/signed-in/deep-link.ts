import { passesAccess, useSession } from '@backoffice/auth';
import { warmRemote } from '../federation/remotes';
import { screenAt } from '../layout/screen-title';
import { modules, previews } from '../modules';
import { setUpSignedIn } from './signed-in-setup';

/**
 * A page opened on a module's address by a signed-in user (a new tab, a bookmark, a reload) starts loading that
 * module's remote at boot, beside the signed-in chunk, instead of after it has rendered its route: the remote's
 * manifest, entry and code no longer wait for the layout (issue 34, the cold deep link).
 */
export function warmDeepLink(pathname: string): void {
  setUpSignedIn();
  const entry = screenAt([...previews, ...modules], pathname);
  if (entry && passesAccess(entry.access, useSession.getState())) void warmRemote(entry.target);
}
