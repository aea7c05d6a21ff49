// The packages every federated app shares as one runtime copy: the shell provides them, so a React context, the
// session store or the query cache exists once however many remotes a page runs.
//
// MUI: the shell is the only provider. It offers every public sub-path of @mui/material, @mui/system and
// @mui/x-date-pickers (each loaded lazily, on first use, so /login loads only the parts it renders; the parts no app
// uses are registered when a remote's manifest names them, see shellMuiSubpaths); a remote's production build
// consumes them with `import: false` and bundles no MUI module of its own (SingleMuiGuard fails the build
// otherwise). Sharing only the sub-paths each build happens to import let a remote's MenuItem meet the shell's
// MenuList, each with its own copy of MenuListContext: a crash. With one provider, every MUI context exists once,
// whatever part a remote uses. Icons are stateless and stay bundled where used (they reach MUI through
// @mui/material/utils, which is shared).
const fs = require('node:fs');
const path = require('node:path');
const pkg = require('../../package.json');
const { libraryEntries } = require('../library-entries.cjs');

const root = path.resolve(__dirname, '../..');

const deps = pkg.dependencies;
/**
 * No requiredVersion: for a singleton, federation only warns, once the consumer's code runs, and pays a semver parse
 * at every consume (~10 ms of each signed-in page's start-up, ×4 on a mid-range phone). The shell checks a
 * remote's build record against what it provides before any of its code runs (libs/validation/src/remotes/compatibility.ts).
 */
const singleton = (name, extra = {}) => ({ singleton: true, requiredVersion: false, ...extra });

const packages = [
  'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime',
  '@emotion/react', '@emotion/styled', '@emotion/cache',
  '@tanstack/react-query', 'zustand', 'notistack', 'dayjs', 'final-form', 'react-final-form',
];

/** Versions of the workspace libraries: one build of the shell provides them to every remote. */
const libs = ['@backoffice/validation', '@backoffice/api', '@backoffice/api/query', '@backoffice/auth', '@backoffice/ui',
  '@backoffice/ui/rich-text', '@backoffice/ui/date-time', '@backoffice/ui/theme', '@backoffice/ui/providers',
  '@backoffice/ui/confirm-dialog', '@backoffice/ui/plain-icon'];

/** A workspace library's own semver version: `@backoffice/ui/theme` → libs/ui/package.json's. */
const libVersion = (name) => require(path.join(root, 'libs', name.split('/')[1], 'package.json')).version;

/** The MUI packages the shell provides by sub-path. */
const sharedMui = ['@mui/material', '@mui/system', '@mui/x-date-pickers'];
/** MUI packages that hold React contexts or styling state: a remote must never bundle a module of these. */
const shellOnlyMui = [...sharedMui, '@mui/utils', '@mui/x-internals', '@mui/private-theming', '@mui/styled-engine'];

/**
 * Every public sub-path of a package with the ES module file it resolves to, from its `exports` map:
 * ["@mui/material/Button", "/…/node_modules/@mui/material/Button/index.mjs"] …
 */
function publicSubpaths(name) {
  const manifestPath = require.resolve(`${name}/package.json`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const file = (target) => (typeof target === 'string' ? target : file(target.import ?? target.default));
  return Object.entries(manifest.exports ?? {})
    .filter(([key]) => key.startsWith('./') && key !== './package.json' && !key.includes('*'))
    .map(([key, target]) => ({
      request: `${name}/${key.slice(2)}`,
      file: path.join(path.dirname(manifestPath), file(target)),
      version: manifest.version,
    }))
    .filter(({ file: entry }) => optionalPeersInstalled(path.dirname(entry)));
}

/**
 * False for a part built on an optional peer that is not installed (AdapterLuxon needs luxon, PigmentGrid needs
 * @pigment-css/react): no app can use it, and the shell could not build it.
 */
function optionalPeersInstalled(dir) {
  for (const entry of fs.readdirSync(dir)) {
    if (!entry.endsWith('.mjs')) continue;
    // Import statements only: doc comments name other packages too ("@date-io/dayjs").
    const source = fs.readFileSync(path.join(dir, entry), 'utf8');
    for (const [, specifier] of source.matchAll(/^(?:import|export)\b[^;]*?\bfrom ['"]([^'".][^'"]*)['"]/gm)) {
      const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
      try {
        require.resolve(`${name}/package.json`, { paths: [dir] });
      } catch {
        if (!fs.existsSync(path.join(root, 'node_modules', name))) return false;
      }
    }
  }
  return true;
}

/** Every MUI sub-path the shell provides (and a remote may import). */
function muiSubpaths() {
  return sharedMui.flatMap(publicSubpaths);
}

/** The MUI sub-paths some app or library of the workspace imports (from the sources: `'@mui/material/Button'`). */
function workspaceMuiImports() {
  const found = new Set();
  const pattern = /['"](@mui\/(?:material|system|x-date-pickers)\/[^'"]+)['"]/g;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      // The catalogue placeholder lists the parts registered late, and tests name parts as data: neither imports them.
      else if (/\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) && entry.name !== 'mui-catalogue.ts') for (const [, request] of fs.readFileSync(full, 'utf8').matchAll(pattern)) found.add(request);
    }
  };
  for (const group of ['apps', 'libs']) {
    for (const project of fs.readdirSync(path.join(root, group))) {
      const src = path.join(root, group, project, 'src');
      if (fs.existsSync(src)) walk(src);
    }
  }
  return found;
}

/**
 * The shell's MUI sub-paths in two parts. `eager`: the parts in use, registered with the share scope at start-up.
 * `lazy`: every other public sub-path, registered by federation/lazy-mui.ts when a remote's manifest names it, before
 * that remote's code loads, so a remote released with a part no app used before still finds it in the shell.
 * Registering all ~240 at start-up cost a cold /login ~130 ms (the share scope's data in main.js, 241 KB) and 18
 * extra requests.
 */
function shellMuiSubpaths() {
  const used = muiRequestsInUse();
  const all = muiSubpaths();
  return { eager: all.filter((s) => used.has(s.request)), lazy: all.filter((s) => !used.has(s.request)) };
}

/**
 * Packages bundled beside the workspace that import MUI parts themselves (the rich-text editor, the pickers, icons):
 * the icons only through their utils folder, which spares reading ~43,000 icon files at every build.
 */
const muiConsumers = ['mui-tiptap', '@mui/x-date-pickers', '@mui/icons-material/utils'];

/**
 * The `@mui/material/…` sub-paths imported by the JavaScript files of one package folder: `['@mui/material/Popper', …]`.
 * (Not @mui/system's: material's own files import those, and sharing them would take them off /login's eager chunk.)
 */
function muiImportsOf(name) {
  const found = new Set();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.m?js$/.test(entry.name)) {
        for (const [, request] of fs.readFileSync(full, 'utf8').matchAll(/['"](@mui\/material\/[^'"]+)['"]/g)) found.add(request);
      }
    }
  };
  walk(path.join(root, 'node_modules', name));
  return found;
}

/**
 * The MUI sub-paths in use: those the workspace imports and those its MUI-based packages import (a remote's fallback
 * copy of the rich-text editor consumes its Popper and Select). The shell registers these at start-up; a remote whose
 * manifest names only these never loads the catalogue.
 */
function muiRequestsInUse() {
  const requests = workspaceMuiImports();
  for (const name of muiConsumers) for (const request of muiImportsOf(name)) requests.add(request);
  return requests;
}

/**
 * Every @mui/material file that the parts in use reach (following the package's relative imports): the parts the
 * workspace imports and those its MUI-based packages import. The shell puts these in one chunk and the rest of the
 * catalogue (locale, Slider, SpeedDial… ~45% of the package) in another, loaded only if a remote ever asks for one
 * of them: one chunk for all of @mui/material made every signed-in page parse the parts nobody uses.
 */
function muiMaterialFilesInUse() {
  const requests = muiRequestsInUse();
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^(?:import|export)\b[^;]*?\bfrom ['"](\.[^'"]+)['"]/gm)) {
      visit(path.resolve(path.dirname(file), specifier));
    }
  };
  for (const part of publicSubpaths('@mui/material')) if (requests.has(part.request)) visit(part.file);
  return files;
}

/**
 * What the sign-in screen consumes, provided eagerly by the shell: bundled with its entry, so a cold /login takes
 * 4 scripts instead of 44 (one lazy chunk per shared module and its split parts), 218 KB gzip instead of 258, and
 * half the blocking time. Every other shared module still loads on first use. A part the sign-in screen
 * starts to use and this list misses only costs a request; an eager part it stops using only weighs on /login.
 * (The list is what the share scope shows loaded on /login: `__FEDERATION__.__INSTANCES__[0].shareScopeMap`.)
 */
const signInShared = [
  '@backoffice/api', '@backoffice/auth', '@backoffice/ui/theme', '@emotion/cache', '@emotion/react', '@emotion/styled',
  '@mui/material/Alert', '@mui/material/Box', '@mui/material/Button', '@mui/material/CssBaseline', '@mui/material/Divider', '@mui/material/FormControl',
  '@mui/material/FormHelperText', '@mui/material/InputLabel', '@mui/material/OutlinedInput', '@mui/material/styles',
  '@mui/system/styleFunctionSx', 'final-form', 'notistack', 'react-dom/client', 'react-dom', 'react-final-form', 'react-router',
  'react/jsx-runtime', 'react', 'zustand',
];

/**
 * The `shared` option of one app's ModuleFederationPlugin.
 * @param {{ host?: boolean, production?: boolean }} app the shell is the host; a remote's development build keeps its
 *   own MUI as a fallback so it can run standalone (`nx serve landing-mfe`); composed, the shell's copy still wins,
 *   since under the loaded-first strategy the first registration of a version (the shell's) is never replaced.
 */
function sharedConfig({ host = false, production = true } = {}) {
  const shared = {};
  for (const name of packages) {
    const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    shared[name] = singleton(root);
  }
  // Its dist/ folder has a package.json without a version, so federation cannot read it: name it.
  shared['react-final-form'].version = deps['react-final-form'].replace(/^[^\d]*/, '');
  // The facade has no package.json of its own: without a version the runtime sees "0" and warns on every load.
  shared['react-router'] = singleton('react-router', {
    import: require.resolve('./react-router-facade.mjs'),
    version: require('react-router/package.json').version,
  });
  shared['dayjs/'] = singleton('dayjs');
  const consumeOnly = !host && production;
  for (const { request, file, version } of host ? shellMuiSubpaths().eager : muiSubpaths()) {
    const name = request.split('/').slice(0, 2).join('/');
    // A package request is provided only by a build that imports it; a file path is provided whether used or not,
    // so the shell offers every part (loaded on first use) and no remote ever has to bring its own.
    const own = host ? { import: file, version } : {};
    shared[request] = singleton(name, consumeOnly ? { import: false } : own);
  }
  // Each library's own version (libs/<lib>/package.json). No requiredVersion: federation would only warn, and only
  // once the remote's code runs; the shell checks a remote's build record against its contracts before that
  // (libs/validation/src/remotes/compatibility.ts).
  // The shell provides every entry by its file, used by the shell or not: by package name, an entry the shell stopped
  // importing (the ui barrel, since its frame takes /providers) would come from whichever remote loaded first, and
  // code bound to that remote's federation instance (the file browser's loadRemote) could not reach other remotes.
  for (const name of libs) {
    shared[name] = { singleton: true, requiredVersion: false, version: libVersion(name), ...(host ? { import: libraryEntries[name] } : {}) };
  }
  if (host) for (const name of signInShared) shared[name] = { ...shared[name], eager: true };
  return shared;
}

/** Fails a remote's production build that bundles a MUI module instead of consuming the shell's (see above). */
class SingleMuiGuard {
  apply(compiler) {
    const pattern = new RegExp(`[\\\\/]node_modules[\\\\/](${shellOnlyMui.map((n) => n.replace('/', '[\\\\/]')).join('|')})[\\\\/]`);
    compiler.hooks.thisCompilation.tap('SingleMuiGuard', (compilation) => {
      compilation.hooks.finishModules.tap('SingleMuiGuard', (modules) => {
        const bundled = [...modules].map((m) => m.resource).filter((r) => typeof r === 'string' && pattern.test(r));
        if (bundled.length === 0) return;
        const shown = bundled.slice(0, 5).map((r) => path.relative(compiler.context, r)).join(', ');
        compilation.errors.push(new Error(
          `SingleMuiGuard: this remote bundles ${bundled.length} MUI module(s) (${shown} …). Only the shell provides MUI: ` +
            'import a public sub-path of @mui/material, @mui/system or @mui/x-date-pickers (shared), never a root or an internal package.',
        ));
      });
    });
  }
}

module.exports = { sharedConfig, libs, muiSubpaths, shellMuiSubpaths, muiMaterialFilesInUse, SingleMuiGuard };
