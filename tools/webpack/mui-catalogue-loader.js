// Writes apps/shell/src/federation/mui-catalogue.ts at build time: every MUI sub-path the shell registers late
// (shared.js, shellMuiSubpaths().lazy) with its version and a dynamic import, so each stays a lazy chunk of the
// shell's own build, sharing its module instances with the parts registered at start-up.
const { shellMuiSubpaths } = require('./shared');

module.exports = function muiCatalogueLoader() {
  const parts = shellMuiSubpaths().lazy.map(
    ({ request, version }) => `  [${JSON.stringify(request)}, ${JSON.stringify(version)}, () => import(${JSON.stringify(request)})],`,
  );
  return `export const lazyMui = [\n${parts.join('\n')}\n];\n`;
};
