const path = require('node:path');
const preset = require('../../jest.preset.cjs');

// react-router 8 (and its dependencies) and the rich-text editor's packages ship ESM: compile them too.
module.exports = {
  ...preset,
  displayName: 'ako-mfe',
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': path.join(__dirname, 'jest.esm-transform.cjs') },
  transformIgnorePatterns: ['/node_modules/(?!(dayjs|@mui|valibot|react-router|@remix-run|cookie-es|set-cookie-parser|mui-tiptap|@tiptap)/)'],
};
