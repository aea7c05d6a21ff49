module.exports = { ...require('../../../jest.preset.cjs'), testEnvironment: 'node', displayName: 'modules-files', rootDir: __dirname };
