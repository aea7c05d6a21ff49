// react-router 8 ships ESM only and one file reads `import.meta.hot` (Vite HMR), which CommonJS cannot parse.
// Same wrapper as libs/auth's (suggested to the lead for tools/jest): the preset's swc transform, with that
// expression blanked in react-router only.
const { createTransformer } = require('@swc/jest');

const swc = createTransformer({
  jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
});

module.exports = {
  process(source, filename, options) {
    const patched = filename.includes('/node_modules/react-router/') ? source.replace(/import\.meta\.hot/g, 'undefined') : source;
    return swc.process(patched, filename, options);
  },
};
