// The modules the shell's tests route: what the remotes' builds describe (tools/webpack/catalog-exposes.js), made
// from the teams' module libraries here, since a test loads no remote's manifest.
import { getRuntimeConfig, setRuntimeConfig } from '@backoffice/api';
import { remoteModules as ako } from '@backoffice/modules-ako';
import { remoteModules as content } from '@backoffice/modules-content';
import { remoteModules as files } from '@backoffice/modules-files';
import { remoteModules as landing } from '@backoffice/modules-landing';
import { describeModule, setModuleDirectory, type ModuleDescription } from '@backoffice/validation';
import { configureModuleTable, markModuleTableRead, setRemoteModules } from '../federation/module-table';
import { shellModules } from '../modules';

/** config.json's remotes, in its order, with the modules each one's build describes. */
const REMOTES = { content, landing, files, ako };

/** Each remote's descriptions, as its build writes them into its manifest. */
export function catalogDescriptions(): Map<string, ModuleDescription[]> {
  return new Map(Object.entries(REMOTES).map(([remote, modules]) => [remote, modules.map(describeModule)]));
}

export const { modules, previews } = shellModules(catalogDescriptions());
// As the signed-in shell does once it has read the table: the kernel's directory (and so the permission catalogue).
setModuleDirectory(modules.map((entry) => entry.description));

/** Puts every remote's modules into the shell's table, read and settled, as after the first read of a page. */
export function installCatalogModules(): void {
  // The signed-in chunk configures the table with config.json's remotes: these.
  setRuntimeConfig({ ...getRuntimeConfig(), remotes: Object.fromEntries(Object.keys(REMOTES).map((remote) => [remote, `http://localhost/${remote}/mf-manifest.json`])) });
  configureModuleTable(Object.keys(REMOTES));
  for (const [remote, described] of catalogDescriptions()) setRemoteModules(remote, described);
  markModuleTableRead();
}
