const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  project: 'landing-mfe',
  name: 'landing',
  port: 4202,
  exposes: {
      "./LandingPages": "./src/modules/landing-pages/index.tsx",
      "./LandingBaseConfig": "./src/modules/base-config/index.tsx"
  },
});
