module.exports = { ...require('../../jest.preset.cjs'), testEnvironment: 'node', displayName: 'validation', rootDir: __dirname };
