// The shell fills the module directory from every remote's descriptions before a remote's screen renders; a test
// renders the screen alone, so it is filled here with this remote's own modules and, for screens that cross
// remotes (campaigns, history), the landing remote's module as its manifest describes it.
import { remoteModules } from '@backoffice/modules-content';
import { describeModule, setModuleDirectory, type ModuleDescription } from '@backoffice/validation';

const landingPages: ModuleDescription = {
  name: 'landing-pages',
  menu: { label: 'Landing Pages', group: 'main', order: 180 },
  access: { group: 'landing' },
  forms: { add: 'add', edit: 'edit/:id', view: 'view/:id' },
  expose: 'LandingPages',
};

setModuleDirectory([...remoteModules.map(describeModule), landingPages].sort((a, b) => a.menu.order - b.menu.order));
