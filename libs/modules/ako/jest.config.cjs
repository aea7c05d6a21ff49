module.exports = { ...require('../../../jest.preset.cjs'), testEnvironment: 'node', displayName: 'modules-ako', rootDir: __dirname };
