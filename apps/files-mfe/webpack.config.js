const { createConfig } = require('../../tools/webpack/create-config');
const { catalogExposes } = require('../../tools/webpack/catalog-exposes');

module.exports = createConfig({
  project: 'files-mfe',
  name: 'files',
  port: 4203,
  // Each module's screen as its definition's `remote` names it (the libs/validation catalog), plus what is no module's screen.
  exposes: catalogExposes('files', { './FileBrowserDialog': './src/modules/file-browser/index.tsx' }),
});
