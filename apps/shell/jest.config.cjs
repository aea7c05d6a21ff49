const path = require('node:path');
const preset = require('../../jest.preset.cjs');

// react-router 8 ships ESM only: compile it (and its ESM dependencies) with the transform @backoffice/auth uses.
module.exports = {
  ...preset,
  displayName: 'shell',
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': path.join(__dirname, '../../libs/auth/jest.esm-transform.cjs') },
  transformIgnorePatterns: ['/node_modules/(?!(dayjs|@mui|valibot|react-router|@remix-run|cookie-es|set-cookie-parser)/)'],
};
