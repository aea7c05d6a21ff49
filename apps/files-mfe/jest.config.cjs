// react-router 8 ships ESM only: compile it (and its dependencies) with the transform libs/ui already uses,
// rather than a third copy of it.
const path = require('node:path');
const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'files-mfe',
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': path.join(__dirname, '../../libs/ui/jest.esm-transform.cjs') },
  transformIgnorePatterns: ['/node_modules/(?!(dayjs|@mui|valibot|react-router|@remix-run|cookie-es|set-cookie-parser)/)'],
};
