// The floor of /login (issue 18): the shell's own App — the same login screen, providers, routes and boot (config.json,
// session restore) — built as one plain webpack bundle, with no Module Federation, into tmp/, and served by the same
// serveApp (same pre-rendered login.html, precompressed copies, caching headers, CSP and API proxy). composed / plain
// shows what composition costs.
// Everything behind sign-in stays a lazy chunk, as in the shell, so /login downloads only the entry bundle.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root, serveApp, shellConfig } from '../stack.cjs';

const require = createRequire(import.meta.url);
const { alias, moduleOptions, precompressed } = require('../webpack/create-config.js');
const { PrerenderLoginPlugin } = require('../webpack/prerender-login.js');

const shellSrc = path.join(root, 'apps/shell/src');

// apps/shell/src/bootstrap.tsx without registerConfiguredRemotes/configureSidebarMenu (federation and the signed-in menu).
const entrySource = `
import { createRoot } from 'react-dom/client';
import { initSession } from '@backoffice/auth';
import { App } from ${JSON.stringify(path.join(shellSrc, 'App'))};
import { APP_ERROR_TEXT } from ${JSON.stringify(path.join(shellSrc, 'app-error/AppErrorBoundary'))};
import { requestConfig } from ${JSON.stringify(path.join(shellSrc, 'federation/config-request'))};
import { loadRuntimeConfig } from ${JSON.stringify(path.join(shellSrc, 'federation/runtime-config'))};

void requestConfig();
const root = createRoot(document.getElementById('root'));
loadRuntimeConfig()
  .then(async () => {
    await initSession();
    root.render(<App />);
  })
  .catch((error) => {
    console.error(error);
    root.render(<p role="alert">{APP_ERROR_TEXT}</p>);
  });
`;

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
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias, modules: [path.join(root, 'node_modules'), 'node_modules'] },
    resolveLoader: { modules: [path.join(root, 'node_modules')] },
    module: moduleOptions(true),
    // The same pre-rendered login.html as the shell: served the same way, the floor differs only by composition.
    plugins: [
      new HtmlWebpackPlugin({ template: path.join(root, 'tools/webpack/index.html'), publicPath: '/' }),
      new PrerenderLoginPlugin({ template: path.join(root, 'tools/webpack/index.html') }),
      ...precompressed(),
    ],
    // webpack's production default: only the lazy chunks are split, the entry stays one bundle.
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
  };
}

/** Builds the plain /login app into tmp/bench-login-plain-<offset>/ and serves it; returns { url, seconds, close }. */
export async function startLoginBaseline({ ports }) {
  const work = path.join(root, 'tmp', `bench-login-plain-${Number(process.env.BENCH_PORT_OFFSET ?? 0)}`);
  mkdirSync(work, { recursive: true });
  writeFileSync(path.join(work, 'entry.tsx'), entrySource);
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
