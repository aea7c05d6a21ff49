module.exports = { ...require('../../jest.preset.cjs'), displayName: 'content-mfe', rootDir: __dirname };
