module.exports = {
  ...require('../../jest.preset.cjs'),
  displayName: 'ui',
  rootDir: __dirname,
  // Component tests drive MUI with user-event; on a loaded 2-core machine the 5 s default is too tight.
  testTimeout: 20000,
};
