module.exports = { ...require('../../../jest.preset.cjs'), testEnvironment: 'node', displayName: 'modules-content', rootDir: __dirname };
