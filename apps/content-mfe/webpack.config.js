const { createConfig } = require('../../tools/webpack/create-config');
const { catalogExposes } = require('../../tools/webpack/catalog-exposes');

module.exports = createConfig({
  project: 'content-mfe',
  name: 'content',
  port: 4201,
  // Each module's screen as its definition's `remote` names it (the libs/validation catalog), plus what is no module's screen.
  exposes: catalogExposes('content'),
});
