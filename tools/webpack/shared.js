// The packages every federated app shares as one runtime copy (ARCHITECTURE.md "Runtime composition").
// MUI is shared by sub-path ("@mui/material/", "@mui/system/"), not as whole packages: a whole-package share is one
// module with every export kept, which defeats tree shaking and would put all of MUI on the login page. The
// @mui/system root is bundled where used (lint keeps app code off it); its contexts come from emotion, shared.
const fs = require('node:fs');
const path = require('node:path');
const pkg = require('../../package.json');

const root = path.resolve(__dirname, '../..');

const deps = pkg.dependencies;
const singleton = (name, extra = {}) => ({ singleton: true, requiredVersion: deps[name], ...extra });

const packages = [
  'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime',
  '@emotion/react', '@emotion/styled', '@emotion/cache',
  '@tanstack/react-query', 'zustand', 'notistack', 'dayjs', 'final-form', 'react-final-form',
];

/** Versions of the workspace libraries: one build of the shell provides them to every remote. */
const libs = ['@backoffice/validation', '@backoffice/api', '@backoffice/api/query', '@backoffice/auth', '@backoffice/ui',
  '@backoffice/ui/rich-text', '@backoffice/ui/date-time', '@backoffice/ui/theme'];

/**
 * Every MUI sub-path the apps and libraries import. Each is shared by its own name, so every build provides it,
 * including the shell. Otherwise a remote that uses a part the shell never imports (MenuItem beside the shell's
 * Menu) runs its own copy, whose internal context (MenuListContext) differs from the shell's part: a crash.
 */
function usedMuiSubpaths() {
  const found = new Set();
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const m of fs.readFileSync(full, 'utf8').matchAll(/from '(@mui\/(?:material|system|x-date-pickers)\/[^']+)'/g)) found.add(m[1]);
      }
    }
  };
  for (const top of ['apps', 'libs']) {
    for (const project of fs.readdirSync(path.join(root, top))) {
      const src = path.join(root, top, project, 'src');
      if (fs.existsSync(src)) visit(src);
    }
  }
  return [...found].sort();
}

function sharedConfig() {
  const shared = {};
  for (const name of packages) {
    const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    shared[name] = singleton(root);
  }
  // Its dist/ folder has a package.json without a version, so federation cannot read it: name it.
  shared['react-final-form'].version = deps['react-final-form'].replace(/^[^\d]*/, '');
  shared['react-router'] = singleton('react-router', { import: require.resolve('./react-router-facade.mjs') });
  shared['@mui/material/'] = singleton('@mui/material');
  shared['@mui/system/'] = singleton('@mui/system');
  shared['@mui/x-date-pickers/'] = singleton('@mui/x-date-pickers');
  shared['dayjs/'] = singleton('dayjs');
  for (const request of usedMuiSubpaths()) {
    const name = request.split('/').slice(0, 2).join('/');
    shared[request] = singleton(name);
  }
  for (const name of libs) shared[name] = { singleton: true, requiredVersion: false, version: pkg.version };
  return shared;
}

module.exports = { sharedConfig, libs };
