module.exports = { ...require('../../jest.preset.cjs'), displayName: 'landing-mfe', rootDir: __dirname };
