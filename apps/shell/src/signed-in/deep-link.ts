import { passesAccess, useSession } from '@backoffice/auth';
import { warmRemote } from '../federation/remotes';
import { modules, previews } from '../modules';
import { setUpSignedIn } from './signed-in-setup';

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * A page opened on a module's address by a signed-in user (a new tab, a bookmark, a reload) starts loading that
 * module's remote at boot, beside the signed-in chunk, instead of after it has rendered its route: the remote's
 * manifest, entry and code no longer wait for the layout (issue 34, the cold deep link).
 */
export function warmDeepLink(pathname: string): void {
  setUpSignedIn();
  const entry = [...previews, ...modules].filter((m) => within(pathname, m.path)).sort((a, b) => b.path.length - a.path.length)[0];
  const session = useSession.getState();
  if (entry && passesAccess(entry.access, session)) void warmRemote(entry.target);
}
