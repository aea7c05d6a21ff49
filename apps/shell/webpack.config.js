const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  project: 'shell',
  name: 'shell',
  port: 4200,
  host: true,
  exposes: {},
});
