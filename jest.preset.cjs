// Shared jest settings: swc for speed, jsdom for components, the workspace libs by their import names.
const path = require('node:path');
const root = __dirname;
module.exports = {
  testEnvironment: 'jsdom',
  // Component tests type and click through MUI; on a 2-core machine running several projects at once 5 s is not
  // enough for a dialog's whole flow (they failed by time, not by behaviour).
  testTimeout: 20_000,
  // swc, plus a patch for react-router 8, which ships ESM only and reads import.meta.hot.
  transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': path.join(root, 'tools/jest/esm-transform.cjs') },
  transformIgnorePatterns: ['/node_modules/(?!(dayjs|@mui|valibot|react-router|@remix-run|cookie-es|set-cookie-parser|mui-tiptap|@tiptap)/)'],
  moduleNameMapper: {
    '^@backoffice/validation/session$': path.join(root, 'libs/validation/src/session.ts'),
    '^@backoffice/api/query$': path.join(root, 'libs/api/src/query/index.ts'),
    '^@backoffice/auth/testing$': path.join(root, 'libs/auth/src/testing.ts'),
    '^@backoffice/ui/testing$': path.join(root, 'libs/ui/src/testing/index.ts'),
    '^@backoffice/ui/rich-text$': path.join(root, 'libs/ui/src/rich-text/index.ts'),
    '^@backoffice/ui/theme$': path.join(root, 'libs/ui/src/theme/index.ts'),
    '^@backoffice/ui/providers$': path.join(root, 'libs/ui/src/providers/index.ts'),
    '^@backoffice/ui/confirm-dialog$': path.join(root, 'libs/ui/src/confirm-dialog/index.ts'),
    '^@backoffice/ui/plain-icon$': path.join(root, 'libs/ui/src/plain-icon/index.ts'),
    '^@backoffice/ui/date-time$': path.join(root, 'libs/ui/src/date-time/index.ts'),
    '^@backoffice/ui/canvas$': path.join(root, 'libs/ui/src/canvas/index.ts'),
    '^@backoffice/(validation|api|auth|ui)$': path.join(root, 'libs/$1/src/index.ts'),
    '\\.(css|woff2?|ttf|png|svg|jpg)$': path.join(root, 'tools/jest/file-stub.cjs'),
  },
  setupFilesAfterEnv: [path.join(root, 'tools/jest/setup.ts')],
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
};
