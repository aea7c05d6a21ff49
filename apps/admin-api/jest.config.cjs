// PGlite's CommonJS build loads its files with `import()`, which jest refuses without a Node flag:
// let swc compile it (dynamic import becomes require). Server tests share the argon2/PGlite start-up, so
// they get a longer timeout than component tests.
const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  testEnvironment: 'node',
  displayName: 'admin-api',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  transform: {
    ...preset.transform,
    '@electric-sql/.+\\.cjs$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs', ignoreDynamic: false } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(valibot|@electric-sql|content-disposition|cookie|sanitize-html|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|openid-client|oauth4webapi|jose)/)'],
  testTimeout: 60_000,
};
