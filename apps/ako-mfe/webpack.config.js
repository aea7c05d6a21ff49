const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  project: 'ako-mfe',
  name: 'ako',
  port: 4204,
  exposes: {
      "./AkoGenerator": "./src/modules/ako-generator/index.tsx"
  },
});
