// Shared jest settings: swc for speed, jsdom for components, the workspace libs by their import names.
const path = require('node:path');
const root = __dirname;
const { libraryEntries } = require('./tools/library-entries.cjs');
module.exports = {
  testEnvironment: 'jsdom',
  // Component tests type and click through MUI; on a 2-core machine running several projects at once 5 s is not
  // enough for a dialog's whole flow (they failed by time, not by behaviour).
  testTimeout: 20_000,
  // swc, plus a patch for react-router 8, which ships ESM only and reads import.meta.hot.
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': path.join(root, 'tools/jest/esm-transform.cjs') },
  transformIgnorePatterns: ['/node_modules/(?!(dayjs|@mui|valibot|react-router|@remix-run|cookie-es|set-cookie-parser|mui-tiptap|@tiptap)/)'],
  moduleNameMapper: {
    ...Object.fromEntries(Object.entries(libraryEntries).map(([name, file]) => [`^${name}$`, file])),
    '\\.(css|woff2?|ttf|png|svg|jpg)$': path.join(root, 'tools/jest/file-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(root, 'tools/jest/setup.ts')],
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
};
