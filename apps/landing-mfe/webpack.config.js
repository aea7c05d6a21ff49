const { createConfig } = require('../../tools/webpack/create-config');
const { catalogExposes } = require('../../tools/webpack/catalog-exposes');

module.exports = createConfig({
  project: 'landing-mfe',
  name: 'landing',
  port: 4202,
  // Each module's screen as its definition's `remote` names it (the libs/validation catalog).
  exposes: catalogExposes('landing'),
});
