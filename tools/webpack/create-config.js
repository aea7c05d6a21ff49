// One webpack config for the shell and every remote; each app passes its name, port and what it exposes.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { SingleMuiGuard, muiMaterialFilesInUse, sharedConfig } = require('./shared');
const { BootPreloadPlugin } = require('./boot-preload');
const { PrerenderLoginPlugin } = require('./prerender-login');
const { BuildRecordPlugin, shellContracts } = require('./build-record');
const { ModuleDescriptionsPlugin } = require('./module-descriptions');
const { catalogApiNeeds, catalogModules } = require('./catalog-exposes');
const { libraryEntries } = require('../library-entries.cjs');

const root = path.resolve(__dirname, '../..');
/**
 * The shell's MUI behind sign-in, in three chunks: the @mui/material parts in use (shared.js muiMaterialFilesInUse),
 * the rest of its catalogue (fetched only if a remote asks for a part no app used before), and @mui/system with its
 * helpers. One chunk per part meant ~70 requests a page; one chunk for all of @mui/material, parsing ~200 KB that no
 * screen runs.
 */
const muiChunks = () => {
  const inUse = muiMaterialFilesInUse();
  return {
    muiMaterial: { test: (module) => inUse.has(module.resource), chunks: 'async', name: 'mui-material', enforce: true, priority: 30 },
    muiMaterialRest: { test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/]/, chunks: 'async', name: 'mui-material-rest', enforce: true, priority: 20 },
    muiSystem: {
      test: /[\\/]node_modules[\\/](@mui[\\/](system|utils|private-theming|styled-engine)|react-transition-group|@popperjs|clsx)[\\/]/,
      chunks: 'async', name: 'mui-system', enforce: true, priority: 10,
    },
  };
};
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3333';

const alias = {
  // The real package behind the shared react-router facade (see react-router-facade.mjs).
  'react-router-real$': require.resolve('react-router'),
  ...Object.fromEntries(Object.entries(libraryEntries).map(([name, file]) => [`${name}$`, file])),
};

/**
 * @param {{ project: string, name: string, port: number, exposes?: Record<string,string>, host?: boolean }} app
 */
function createConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const projectRoot = path.join(root, 'apps', app.project);
    const outputPath = path.join(root, 'dist/apps', app.project);
    // Production source maps go to dist/sourcemaps/<project>, outside every served folder, and the bundles do not
    // name them (hidden-source-map): error reports can be decoded without publishing the source.
    const sourceMaps = path.relative(outputPath, path.join(root, 'dist/sourcemaps', app.project));
    const shared = sharedConfig({ host: app.host, production });
    // What the shell provides (versions, library exports): built into it, and beside index.html for the API's switch check.
    const contracts = app.host ? shellContracts(Object.keys(shared)) : null;
    return {
      mode: production ? 'production' : 'development',
      context: projectRoot,
      entry: { main: './src/main.ts' },
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputPath,
        ...(production ? { sourceMapFilename: `${sourceMaps}/[file].map` } : {}),
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: app.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias },
      module: app.host ? withMuiCatalogue(moduleOptions(production)) : moduleOptions(production),
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          // Hashed, so it is cached like any chunk: the manifest (never cached) names it. An unhashed entry was
          // revalidated at every page, one more round trip between the manifest and the module.
          filename: production ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js',
          exposes: app.exposes ?? {},
          remotes: {},
          shared,
          // A remote's entry is fetched when its route is first visited, never all of them at boot.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // One federation runtime per page: the shell provides its runtime core on a global (provide-runtime-core.mjs)
          // and a remote's production build uses it instead of bundling its own (~20 KB gzip and its start-up work per
          // remote). The remote's build record needs the shell's runtime version, so a mismatched remote is
          // refused before it loads. A remote's development build keeps its own, to run standalone.
          runtimePlugins: [
            ...(app.host ? [require.resolve('./provide-runtime-core.mjs')] : []),
            require.resolve('./share-scope-once.mjs'),
          ],
          experiments: {
            ...(!app.host && production ? { externalRuntime: true } : {}),
            optimization: { target: 'web' },
          },
        }),
        // The remote's build record in its manifest; the shell's own versions and library exports to check it against.
        // Which modules the remote renders, for the shell's menu and routes (read before any of its code runs).
        ...(!app.host ? [new ModuleDescriptionsPlugin({ modules: catalogModules(app.name) })] : []),
        // A development build carries its record too, so the check at load still runs for a remote served from a dev server.
        ...(!app.host ? [new BuildRecordPlugin({ name: app.name, project: app.project, sharedRequests: Object.keys(shared), api: catalogApiNeeds(app.name) })] : []),
        ...(app.host ? [new DefinePlugin({ __SHELL_CONTRACTS__: JSON.stringify(contracts) }), new EmitJsonPlugin(SHELL_CONTRACTS_FILE, contracts)] : []),
        // One page template for the shell and every remote's standalone mode.
        new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), publicPath: '/' }),
        ...(app.host ? [new CopyPlugin({ patterns: [{ from: 'public', to: '.' }] })] : []),
        ...(app.host && production ? [new BootPreloadPlugin({ fetch: ['config.json'] })] : []),
        ...(app.host && production ? [new PrerenderLoginPlugin({ template: path.join(__dirname, 'index.html') })] : []),
        ...(!app.host && production ? [new SingleMuiGuard()] : []),
        ...(production ? precompressed() : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: production ? 'deterministic' : 'named',
        // Measured on a cold /login: 2 KB common chunks cut duplicated MUI/emotion code most (226 KB gzip) but take
        // 72 requests and ~570 ms; 20 KB chunks take 46 requests and ~480 ms for 242 KB. Requests cost more here.
        // Behind sign-in, MUI's code is two chunks, not ~70: one chunk per shared part, each found only once the one
        // before had loaded, took a signed-in page five waves of scripts, and a deep link's remote waited behind them
        // (cold deep link 1.54 → ~1.1 × the floor). Deadlock-free: no module in the material chunk consumes
        // a part provided from it (material's bare imports are of @mui/system, in the other chunk, or eager ones).
        ...(app.host ? { splitChunks: { chunks: 'all', minSize: 20000, cacheGroups: muiChunks() } } : {}),
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: app.port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: app.host ? { directory: path.join(projectRoot, 'public') } : false,
        proxy: [{ context: ['/api'], target: apiTarget }],
        client: { overlay: { warnings: false } },
        // The dev shell reads config.dev.json, which allows a developer to override a remote's URL.
        setupMiddlewares: (middlewares, devServer) => {
          if (app.host) devServer.app.get('/config.json', (_req, res) => res.sendFile(path.join(projectRoot, 'config.dev.json')));
          return middlewares;
        },
      },
    };
  };
}

module.exports = { createConfig, alias, moduleOptions, precompressed };

/** The shell's contracts as a file of its build: the admin API reads it from SHELL_URL to check a switch (README "Releasing one remote"). */
const SHELL_CONTRACTS_FILE = 'shell-contracts.json';

/** Writes one value as a JSON file into the build output. */
class EmitJsonPlugin {
  constructor(file, value) {
    this.file = file;
    this.value = value;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitJsonPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.file, new sources.RawSource(JSON.stringify(this.value)));
      });
    });
  }
}

/** The shell's MUI catalogue (federation/mui-catalogue.ts) is generated from shared.js at build time. */
function withMuiCatalogue(options) {
  const catalogue = path.join(root, 'apps/shell/src/federation/mui-catalogue.ts');
  return { ...options, rules: [{ test: catalogue, enforce: 'pre', use: require.resolve('./mui-catalogue-loader') }, ...options.rules] };
}

/** How every app's sources and assets are loaded (also used by the bench's plain, unfederated /login build). */
function moduleOptions(production) {
  return {
    // An import of something the shared react-router facade does not export must fail the build, not run as undefined.
    parser: { javascript: { exportsPresence: 'error' } },
    rules: [
      {
        test: /\.[cm]?[jt]sx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
              target: 'es2022',
            },
          },
        },
      },
      { test: /\.(woff2?|ttf|png|jpe?g|svg|gif)$/, type: 'asset/resource' },
      { test: /\.css$/, type: 'asset/resource' },
    ],
  };
}

/**
 * Brotli and gzip copies beside each text asset, made once at build time: the static servers (tools/stack.cjs, or
 * nginx with gzip_static/brotli_static) send them with Content-Encoding instead of compressing on every request.
 * config.json is left out: the shell's server writes it per deployment.
 */
function precompressed() {
  const common = { test: /\.(js|css|html|json|svg)$/, exclude: /config(\.dev)?\.json$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, algorithm: 'gzip', filename: '[path][base].gz' }),
    new CompressionPlugin({ ...common, algorithm: 'brotliCompress', filename: '[path][base].br', compressionOptions: { level: 11 } }),
  ];
}
