// A remote's Module Federation `exposes`, read from the module catalog (libs/validation): each definition's `remote`
// (and `preview`) names its app, expose and file once; the shell's route targets come from the same fields.
const path = require('node:path');
const { require: requireTs } = require('tsx/cjs/api');

const root = path.resolve(__dirname, '../..');

/**
 * @param {string} app the remote's name ('content', 'landing', 'files', 'ako')
 * @param {Record<string, string>} [extra] exposes that are no module's screen (the file browser dialog)
 * @returns {Record<string, string>}
 */
function catalogExposes(app, extra = {}) {
  const { MODULES } = requireTs(path.join(root, 'libs/validation/src/modules/catalog.ts'), __filename);
  const exposes = {};
  for (const module of MODULES) {
    for (const screen of [module.remote, module.preview]) {
      if (screen?.app === app) exposes[`./${screen.expose}`] = `./src/modules/${screen.file}`;
    }
  }
  return { ...exposes, ...extra };
}

module.exports = { catalogExposes };
