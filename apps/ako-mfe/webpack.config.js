const { createConfig } = require('../../tools/webpack/create-config');
const { catalogExposes } = require('../../tools/webpack/catalog-exposes');

module.exports = createConfig({
  project: 'ako-mfe',
  name: 'ako',
  port: 4204,
  // Each module's screen as its definition's `remote` names it (the libs/validation catalog).
  exposes: catalogExposes('ako'),
});
