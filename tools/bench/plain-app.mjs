// The floor of the composed app: the shell's own App — the same login screen, providers, routes and boot
// (config.json, session restore) — with every remote's exposed modules as lazy chunks of the same build, built as one
// plain webpack bundle with no Module Federation, into tmp/, and served by the same serveApp (same pre-rendered
// login.html, precompressed copies, caching headers, CSP and API proxy). composed / plain shows what composition costs,
// on /login and for in-app clicks (a remote's route, the landing list, a folder of the file manager).
// Everything behind sign-in stays a lazy chunk, as in the shell, so /login downloads only the entry bundle.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { remoteProjects, root, serveApp, shellConfig } from '../stack.cjs';

const require = createRequire(import.meta.url);
const { alias, moduleOptions, precompressed } = require('../webpack/create-config.js');
const { PrerenderLoginPlugin } = require('../webpack/prerender-login.js');

const shellSrc = path.join(root, 'apps/shell/src');

// apps/shell/src/bootstrap.tsx as it is, with no remotes in its runtime config: every module is a lazy chunk of this
// build (federation-runtime.mjs), so the signed-in app registers no remote and prefetches none.
const entrySource = `
import { createRoot } from 'react-dom/client';
import { getRuntimeConfig, setRuntimeConfig } from '@backoffice/api';
import { initSession, useSession } from '@backoffice/auth';
import { App } from ${JSON.stringify(path.join(shellSrc, 'App'))};
import { APP_ERROR_TEXT } from ${JSON.stringify(path.join(shellSrc, 'app-error/AppErrorBoundary'))};
import { requestConfig } from ${JSON.stringify(path.join(shellSrc, 'federation/config-request'))};
import { loadRuntimeConfig } from ${JSON.stringify(path.join(shellSrc, 'federation/runtime-config'))};

void requestConfig();
const root = createRoot(document.getElementById('root'));
loadRuntimeConfig()
  .then(async () => {
    // The remotes keep their names (the module table routes by them) but no host: nothing is fetched from the
    // composed stack, and every module loads as a chunk of this build.
    const names = Object.keys(getRuntimeConfig().remotes);
    setRuntimeConfig({ ...getRuntimeConfig(), remotes: Object.fromEntries(names.map((name) => [name, '/no-remote-host/mf-manifest.json'])) });
    await initSession();
    if (useSession.getState().token) void import(${JSON.stringify(path.join(shellSrc, 'signed-in/deep-link'))}).then(({ warmDeepLink }) => warmDeepLink(window.location.pathname));
    root.render(<App />);
  })
  .catch((error) => {
    console.error(error);
    root.render(<p role="alert">{APP_ERROR_TEXT}</p>);
  });
`;

/**
 * The module table as the floor has it: the descriptions the remotes' builds wrote into their manifests, compiled in,
 * where the shell reads them from the API's live table at run time (one request the floor does not make).
 */
function moduleSourcesSource(distDir) {
  const described = {};
  for (const [remote, project] of Object.entries(remoteProjects)) {
    described[remote] = JSON.parse(readFileSync(path.join(distDir, project, 'mf-manifest.json'), 'utf8')).modules ?? [];
  }
  return [
    `import { markModuleTableRead, setRemoteModules } from ${JSON.stringify(path.join(shellSrc, 'federation/module-table'))};`,
    `const described = ${JSON.stringify(described)};`,
    'export function followModuleDescriptions() {',
    '  for (const [remote, modules] of Object.entries(described as Record<string, unknown>)) setRemoteModules(remote, modules);',
    '  markModuleTableRead();',
    '}',
    '',
  ].join('\n');
}

/**
 * The federation runtime as the floor has it: every remote's exposed module is a lazy chunk of this build, so
 * loadRemote('landing/LandingPages') is a dynamic import of the remote's own source (read from its webpack config).
 */
function plainRuntimeSource() {
  const loads = [];
  for (const [remote, project] of Object.entries(remoteProjects)) {
    const config = require(path.join(root, 'apps', project, 'webpack.config.js'))({}, { mode: 'production' });
    const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
    for (const [expose, file] of Object.entries(federation._options.exposes ?? {})) {
      const key = `${remote}/${expose.replace(/^\.\//, '')}`;
      loads.push(`  ${JSON.stringify(key)}: () => import(${JSON.stringify(path.join(config.context, file))}),`);
    }
  }
  return [
    'const exposed = {', ...loads, '};',
    'export function registerRemotes() {}',
    'export function registerPlugins() {}',
    'export function getInstance() { return null; }',
    'export function loadRemote(key) {',
    '  const load = exposed[key];',
    '  return load ? load() : Promise.reject(new Error(`no module ${key}`));',
    '}',
    '',
  ].join('\n');
}

function webpackConfig(work) {
  const HtmlWebpackPlugin = require('html-webpack-plugin');
  return {
    mode: 'production',
    context: work,
    entry: { main: './entry.tsx' },
    devtool: false,
    output: {
      path: path.join(work, 'dist'),
      publicPath: '/',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      alias: { ...alias, '@module-federation/enhanced/runtime$': path.join(work, 'federation-runtime.mjs') },
      modules: [path.join(root, 'node_modules'), 'node_modules'],
    },
    resolveLoader: { modules: [path.join(root, 'node_modules')] },
    module: moduleOptions(true),
    // The same pre-rendered login.html as the shell: served the same way, the floor differs only by composition.
    plugins: [
      // The shell imports it by a relative path, which an alias does not match.
      new (require('webpack').NormalModuleReplacementPlugin)(/federation\/module-sources$/, path.join(work, 'module-sources.ts')),
      new HtmlWebpackPlugin({ template: path.join(root, 'tools/webpack/index.html'), publicPath: '/' }),
      new PrerenderLoginPlugin({ template: path.join(root, 'tools/webpack/index.html') }),
      ...precompressed(),
    ],
    // webpack's production default: only the lazy chunks are split, the entry stays one bundle.
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
  };
}

/** Builds the plain app into tmp/bench-plain-app-<offset>/ (its module table from the remotes' builds in distDir) and serves it; returns { url, seconds, close }. */
export async function startPlainApp({ ports, distDir }) {
  const work = path.join(root, 'tmp', `bench-plain-app-${Number(process.env.BENCH_PORT_OFFSET ?? 0)}`);
  mkdirSync(work, { recursive: true });
  writeFileSync(path.join(work, 'entry.tsx'), entrySource);
  writeFileSync(path.join(work, 'federation-runtime.mjs'), plainRuntimeSource());
  writeFileSync(path.join(work, 'module-sources.ts'), moduleSourcesSource(distDir));
  const webpack = require('webpack');
  const started = Date.now();
  const stats = await new Promise((resolve, reject) => webpack(webpackConfig(work), (error, result) => (error ? reject(error) : resolve(result))));
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }).slice(0, 2000));
  const seconds = (Date.now() - started) / 1000;
  // Same server, same config.json (so the same CSP) and the same API behind /api; an ephemeral port.
  const server = await serveApp({
    dir: path.join(work, 'dist'), port: 0, spa: true,
    config: shellConfig(ports), apiTarget: `http://localhost:${ports.api}`,
  });
  return { url: `http://localhost:${server.port}`, seconds, close: () => server.close() };
}
