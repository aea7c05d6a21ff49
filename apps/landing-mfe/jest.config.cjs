const path = require('node:path');
const preset = require('../../jest.preset.cjs');

// react-router 8 (and its dependencies) ship ESM only: compile them like the preset's ESM packages
// (the same transform libs/auth and libs/ui use, until tools/jest carries it for every project).
module.exports = {
  ...preset,
  displayName: 'landing-mfe',
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': path.join(__dirname, 'jest.esm-transform.cjs') },
  transformIgnorePatterns: ['/node_modules/(?!(dayjs|@mui|valibot|react-router|@remix-run|cookie-es|set-cookie-parser)/)'],
};
