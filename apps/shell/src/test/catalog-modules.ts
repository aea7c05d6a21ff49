// The modules the shell's tests route: what the remotes' builds describe (tools/webpack/catalog-exposes.js), made
// from the same catalog here, since a test loads no remote's manifest.
import { getRuntimeConfig, setRuntimeConfig } from '@backoffice/api';
import { MODULES, describeModule, type ModuleDescription } from '@backoffice/validation';
import { configureModuleTable, markModuleTableRead, setRemoteModules } from '../federation/module-table';
import { shellModules } from '../modules';

/** config.json's remotes, in its order. */
const REMOTES = ['content', 'landing', 'files', 'ako'];

/** Each remote's descriptions, as its build writes them into its manifest. */
export function catalogDescriptions(): Map<string, ModuleDescription[]> {
  const byRemote = new Map<string, ModuleDescription[]>(REMOTES.map((remote) => [remote, []]));
  MODULES.forEach((module, index) => byRemote.get(module.remote?.app ?? '')?.push(describeModule(module, (index + 1) * 10)));
  return byRemote;
}

export const { modules, previews } = shellModules(catalogDescriptions());

/** Puts every remote's modules into the shell's table, read and settled, as after the first read of a page. */
export function installCatalogModules(): void {
  // The signed-in chunk configures the table with config.json's remotes: these.
  setRuntimeConfig({ ...getRuntimeConfig(), remotes: Object.fromEntries(REMOTES.map((remote) => [remote, `http://localhost/${remote}/mf-manifest.json`])) });
  configureModuleTable(REMOTES);
  for (const [remote, described] of catalogDescriptions()) setRemoteModules(remote, described);
  markModuleTableRead();
}
