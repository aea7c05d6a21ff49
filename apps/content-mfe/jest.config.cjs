const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'content-mfe',
  rootDir: __dirname,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/module-directory.ts'],
};
