const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'shell',
  rootDir: __dirname,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/viewport.ts'],
};
