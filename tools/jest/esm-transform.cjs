// react-router 8 ships ESM only and one file reads `import.meta.hot` (Vite HMR), which CommonJS cannot parse.
// This wraps the preset's swc transform and blanks that expression for react-router only.
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
