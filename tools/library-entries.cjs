// The workspace libraries' entry points as tsconfig.base.json names them: the one list from which webpack, jest and the
// shared config resolve `@backoffice/…` imports, so a new entry is declared there alone.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const { compilerOptions } = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8'));

/** `{ '@backoffice/ui/theme': '/…/libs/ui/src/theme/index.ts', … }` */
const libraryEntries = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([name, [file]]) => [name, path.join(root, file)]),
);

module.exports = { libraryEntries };
