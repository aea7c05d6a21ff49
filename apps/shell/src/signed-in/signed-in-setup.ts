import { getRuntimeConfig } from '@backoffice/api';
import { configureSidebarMenu } from '@backoffice/auth';
import { setModuleDirectory } from '@backoffice/validation';
import { followModuleDescriptions } from '../federation/module-sources';
import { configureModuleTable, moduleTable, subscribeModuleTable } from '../federation/module-table';
import { registerConfiguredRemotes } from '../federation/remotes';
import { setModuleScreens } from '../layout/screen-title';

let done = false;

/**
 * The menu, the tab titles and the module directory every remote reads (record links, module names across remotes)
 * follow the module table: each remote's modules, as it describes them.
 */
function applyModuleTable(): void {
  const { modules, previews } = moduleTable();
  configureSidebarMenu(modules);
  setModuleScreens([...previews, ...modules]);
  setModuleDirectory(modules.map((entry) => entry.description));
}

/**
 * What only a signed-in user needs, done once, when the first signed-in chunk loads rather than at boot, so /login
 * does not download it: the remotes registered with the federation runtime, and the module table (remembered
 * descriptions at once, the live ones as they are read) handed to the menu and to the tab titles.
 */
export function setUpSignedIn(): void {
  if (done) return;
  done = true;
  const config = getRuntimeConfig();
  registerConfiguredRemotes(config);
  subscribeModuleTable(applyModuleTable);
  configureModuleTable(Object.keys(config.remotes));
  followModuleDescriptions();
}
