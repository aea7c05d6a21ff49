// Every module the API serves, as the teams declare them (libs/modules/<team>): the server validates, documents,
// filters history and the live feed and checks permissions by the same definitions the remotes bundle.
import { remoteModules as akoModules } from '@backoffice/modules-ako';
import { remoteModules as contentModules } from '@backoffice/modules-content';
import { remoteModules as filesModules } from '@backoffice/modules-files';
import { remoteModules as landingModules } from '@backoffice/modules-landing';
import { describeModule, setModuleDirectory, type ModuleDefinition } from '@backoffice/validation';

const place = (module: ModuleDefinition) => module.menu.order ?? Number.MAX_SAFE_INTEGER;

/** Every module of every team, in menu order. */
export const MODULES: readonly ModuleDefinition[] = [...contentModules, ...landingModules, ...filesModules, ...akoModules].sort((a, b) => place(a) - place(b));

// The kernel's module directory on the server: record links, module names and the permission catalogue (which role
// payloads and route declarations are checked against) read every module the API serves.
setModuleDirectory(MODULES.map(describeModule));

const byName = new Map(MODULES.map((module) => [module.name, module]));

/** The definition of a module by its name (route segment). */
export function moduleNamed(name: string): ModuleDefinition | undefined {
  return byName.get(name);
}
