module.exports = { ...require('../../jest.preset.cjs'), displayName: 'ako-mfe', rootDir: __dirname };
