const path = require('node:path');
const preset = require('../../jest.preset.cjs');

// react-router 8 (and its dependencies), the tiptap editor and DOMPurify ship ESM: compile them like the preset's ESM packages.
module.exports = {
  ...preset,
  displayName: 'ui',
  rootDir: __dirname,
  // Component tests drive MUI with user-event; on the shared 2-core machine the 5 s default is too tight.
  testTimeout: 20000,
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': path.join(__dirname, 'jest.esm-transform.cjs') },
  transformIgnorePatterns: ['/node_modules/(?!(dayjs|@mui|valibot|react-router|@remix-run|cookie-es|set-cookie-parser)/)'],
};
