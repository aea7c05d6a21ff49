// A remote's Module Federation `exposes` and the descriptions of its modules, read from its team's module library
// (libs/modules/<remote>): each definition's `remote` (and `preview`) names its expose and file once; the shell
// learns the modules from the descriptions in the remote's manifest at run time.
const path = require('node:path');
const { register } = require('tsx/cjs/api');

const root = path.resolve(__dirname, '../..');
// The workspace's paths (`@backoffice/validation` …), as the libraries import each other: tsx reads them from the
// tsconfig this variable names, at registration.
const ownTsconfig = process.env.TSX_TSCONFIG_PATH;
process.env.TSX_TSCONFIG_PATH = path.join(root, 'tsconfig.base.json');
const tsx = register({ namespace: 'catalog-exposes' });
if (ownTsconfig === undefined) delete process.env.TSX_TSCONFIG_PATH;
else process.env.TSX_TSCONFIG_PATH = ownTsconfig;
const requireTs = (id) => tsx.require(id, __filename);
/** The modules a remote renders: its team library's `remoteModules`. */
const remoteModules = (app) => requireTs(path.join(root, 'libs/modules', app, 'src/index.ts')).remoteModules;
const kernel = () => requireTs(path.join(root, 'libs/validation/src/modules/module-description.ts'));

/**
 * @param {string} app the remote's name ('content', 'landing', 'files', 'ako')
 * @param {Record<string, string>} [extra] exposes that are no module's screen (the file browser dialog)
 * @returns {Record<string, string>}
 */
function catalogExposes(app, extra = {}) {
  const exposes = {};
  for (const module of remoteModules(app)) {
    for (const screen of [module.remote, module.preview]) {
      if (screen?.app === app) exposes[`./${screen.expose}`] = `./src/modules/${screen.file}`;
    }
  }
  return { ...exposes, ...extra };
}

/**
 * The data-only description of each module the remote renders, for its manifest.
 * @param {string} app
 */
function catalogModules(app) {
  const { describeModule, moduleDescriptionsSchema } = kernel();
  const { parse } = requireTs('valibot');
  // A description the shell would refuse fails the build instead.
  return parse(moduleDescriptionsSchema, remoteModules(app).map(describeModule));
}

/**
 * The modules whose server routes the remote's screens call (those with an `api`): its build record names them, and
 * a remote is refused where the API does not serve one of them.
 * @param {string} app
 */
function catalogApiNeeds(app) {
  return remoteModules(app).filter((module) => module.api).map((module) => module.name).sort();
}

module.exports = { catalogExposes, catalogModules, catalogApiNeeds };
