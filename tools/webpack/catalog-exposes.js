// A remote's Module Federation `exposes` and the descriptions of its modules, read from the module catalog
// (libs/validation): each definition's `remote` (and `preview`) names its app, expose and file once; the shell learns
// the modules from the descriptions in the remote's manifest at run time.
const path = require('node:path');
const { require: requireTs } = require('tsx/cjs/api');

const root = path.resolve(__dirname, '../..');
const catalog = () => requireTs(path.join(root, 'libs/validation/src/modules/catalog.ts'), __filename);
const describe = () => requireTs(path.join(root, 'libs/validation/src/modules/module-description.ts'), __filename);

/**
 * @param {string} app the remote's name ('content', 'landing', 'files', 'ako')
 * @param {Record<string, string>} [extra] exposes that are no module's screen (the file browser dialog)
 * @returns {Record<string, string>}
 */
function catalogExposes(app, extra = {}) {
  const exposes = {};
  for (const module of catalog().MODULES) {
    for (const screen of [module.remote, module.preview]) {
      if (screen?.app === app) exposes[`./${screen.expose}`] = `./src/modules/${screen.file}`;
    }
  }
  return { ...exposes, ...extra };
}

/**
 * The data-only description of each module the remote renders, for its manifest; a module's menu place is its place
 * in the catalog (tens apart, so a module can be placed between two others).
 * @param {string} app
 */
function catalogModules(app) {
  const { describeModule, moduleDescriptionsSchema } = describe();
  const { parse } = requireTs('valibot', __filename);
  const described = catalog()
    .MODULES.map((module, index) => ({ module, order: (index + 1) * 10 }))
    .filter(({ module }) => module.remote?.app === app)
    .map(({ module, order }) => describeModule(module, order));
  // A description the shell would refuse fails the build instead.
  return parse(moduleDescriptionsSchema, described);
}

module.exports = { catalogExposes, catalogModules };
