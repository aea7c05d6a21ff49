// The build record of a remote and the contracts of the shell (README "Releasing one remote").
//
// A remote's production build writes into its mf-manifest.json (which the shell fetches anyway before any of the
// remote's code runs) what it was built as and what it needs: its name, version, commit and build time, the range it
// needs of each shared package (^ the version it was built against) and, for the @backoffice/* libraries, the named
// exports it imports. The shell's build carries the other half: the versions it provides and each library entry's
// exported names (from the checked-in API reports), so the shell can refuse an incompatible remote before loading it.
const { execSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const MANIFEST = 'mf-manifest.json';
/** The federation runtime core the shell provides to every remote (create-config.js: externalRuntime). */
const RUNTIME_CORE = '@module-federation/runtime-core';

/** The package a request belongs to: "@mui/material/Button" → "@mui/material", "react-dom/client" → "react-dom". */
function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The version of a shared package: a workspace library's own (libs/<dir>/package.json), else the installed one. */
function providedVersion(name) {
  if (name.startsWith('@backoffice/')) {
    return readJson(path.join(root, 'libs', name.slice('@backoffice/'.length), 'package.json')).version;
  }
  if (name === RUNTIME_CORE) return readJson(path.join(root, 'node_modules', RUNTIME_CORE, 'package.json')).version;
  return readJson(require.resolve(`${name}/package.json`, { paths: [root] })).version;
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function commit() {
  try {
    return execSync('git rev-parse --short=12 HEAD', { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return 'unknown';
  }
}

/**
 * What the shell provides: the version of every shared package and the runtime (value) exports of each library entry.
 * Type-only exports are left out: they are erased from a remote's code, so no remote can need them at run time.
 * @param {string[]} sharedRequests the keys of the shell's `shared` option
 */
function shellContracts(sharedRequests) {
  const versions = Object.create(null);
  for (const name of new Set(sharedRequests.map(packageOf))) versions[name] = providedVersion(name);
  versions[RUNTIME_CORE] = providedVersion(RUNTIME_CORE);
  const exports = Object.create(null);
  for (const dir of fs.readdirSync(path.join(root, 'libs'))) {
    const reportFile = path.join(root, 'libs', dir, 'api-report.json');
    if (!fs.existsSync(reportFile)) continue;
    for (const [entry, names] of Object.entries(readJson(reportFile).entries)) {
      exports[entry] = Object.keys(names).filter((name) => /(^| & )value /.test(names[name])).sort();
    }
  }
  return { versions, exports };
}

/**
 * The shared modules each exposed module consumes in its own chunks, by exposed name:
 * `{ './AkoGenerator': ['@backoffice/ui/rich-text', 'dayjs', …] }`. The shell fetches the chunks of those it provides
 * beside the remote's entry, not after the entry has run and asked for them.
 */
function startSharedOf(compilation) {
  const started = {};
  for (const module of compilation.modules) {
    for (const block of module.blocks ?? []) {
      const exposed = block.dependencies.find((dependency) => dependency.type === 'container exposed');
      const group = exposed && compilation.chunkGraph.getBlockChunkGroup(block);
      if (!group) continue;
      const keys = new Set();
      for (const chunk of group.chunks) {
        for (const consumed of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
          if (consumed.type === 'consume-shared-module') keys.add(consumed.options.shareKey);
        }
      }
      started[exposed.exposedName] = [...keys].sort();
    }
  }
  return started;
}

/** Writes the build record into a remote's mf-manifest.json (before the .gz/.br copies are made from it). */
class BuildRecordPlugin {
  /** @param {{ name: string, project: string, sharedRequests: string[], api?: string[] }} options api: the modules whose server routes it calls */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { name, project, sharedRequests } = this.options;
    const sharedPackages = new Set(sharedRequests.map(packageOf));
    const ownSources = path.join(root, 'apps', project) + path.sep;
    compiler.hooks.thisCompilation.tap('BuildRecordPlugin', (compilation) => {
      // A remote runs on the shell's federation runtime: the same minor version, or its code may call what is not there.
      const needs = new Map([[RUNTIME_CORE, `~${providedVersion(RUNTIME_CORE)}`]]);
      const imports = new Map();
      // Every import of a shared package by the remote's own modules, with the named exports it reads.
      compilation.hooks.finishModules.tap('BuildRecordPlugin', (modules) => {
        for (const module of modules) {
          // The remote's own sources only: the fallback copies of the libraries it bundles never run beside the shell's.
          if (typeof module.resource !== 'string' || !module.resource.startsWith(ownSources)) continue;
          for (const dependency of module.dependencies) {
            const request = dependency.request;
            if (typeof request !== 'string' || !sharedPackages.has(packageOf(request))) continue;
            needs.set(packageOf(request), `^${providedVersion(packageOf(request))}`);
            // Named exports of the shared library entries (an entry that is not shared, like ui/canvas, is bundled).
            if (!request.startsWith('@backoffice/') || !sharedRequests.includes(request) || typeof dependency.getIds !== 'function') continue;
            const [imported] = dependency.getIds(compilation.moduleGraph);
            if (!imports.has(request)) imports.set(request, new Set());
            if (imported && imported !== 'default') imports.get(request).add(imported);
          }
        }
      });
      compilation.hooks.processAssets.tap(
        // The federation manifest is written at this stage by the plugin registered before this one; the
        // compression plugins, registered after, copy it at the same stage.
        { name: 'BuildRecordPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) {
            compilation.errors.push(new Error(`BuildRecordPlugin: ${MANIFEST} was not emitted before the build record`));
            return;
          }
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.buildRecord = {
            name,
            version: process.env.REMOTE_VERSION || readJson(path.join(root, 'apps', project, 'package.json')).version,
            commit: commit(),
            builtAt: new Date().toISOString(),
            needs: Object.fromEntries([...needs].sort(([a], [b]) => a.localeCompare(b))),
            imports: Object.fromEntries([...imports].sort(([a], [b]) => a.localeCompare(b)).map(([entry, names]) => [entry, [...names].sort()])),
            startShared: startSharedOf(compilation),
            // What it needs of the API: the modules whose server routes its screens call (the API names what it serves).
            api: this.options.api ?? [],
          };
          compilation.updateAsset(MANIFEST, new compiler.webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

module.exports = { BuildRecordPlugin, shellContracts, packageOf, providedVersion };
