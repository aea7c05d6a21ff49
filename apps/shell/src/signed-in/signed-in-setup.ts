import { getRuntimeConfig } from '@backoffice/api';
import { configureSidebarMenu } from '@backoffice/auth';
import { registerConfiguredRemotes } from '../federation/remotes';
import { setModuleScreens } from '../layout/screen-title';
import { modules, previews } from '../modules';

let done = false;

/**
 * What only a signed-in user needs, done once, when the first signed-in chunk loads rather than at boot, so /login
 * does not download the module catalogue (issue 34): the remotes registered with the federation runtime, the module
 * table handed to the menu and to the tab titles.
 */
export function setUpSignedIn(): void {
  if (done) return;
  done = true;
  registerConfiguredRemotes(getRuntimeConfig());
  configureSidebarMenu(modules);
  setModuleScreens([...previews, ...modules]);
}
