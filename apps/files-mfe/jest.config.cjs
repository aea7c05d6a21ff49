module.exports = { ...require('../../jest.preset.cjs'), displayName: 'files-mfe', rootDir: __dirname };
