module.exports = { ...require('../../../jest.preset.cjs'), testEnvironment: 'node', displayName: 'modules-landing', rootDir: __dirname };
