// Writes the remote's module descriptions into its mf-manifest.json, in every mode (a development build needs a
// menu too): the shell reads them before any of the remote's code runs and routes the modules they name.
const MANIFEST = 'mf-manifest.json';

class ModuleDescriptionsPlugin {
  /** @param {{ modules: unknown[] }} options the remote's descriptions (catalog-exposes.js catalogModules) */
  constructor(options) {
    this.modules = options.modules;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ModuleDescriptionsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the federation manifest is written, before the compression plugins copy it (the build record's stage).
        { name: 'ModuleDescriptionsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) {
            compilation.errors.push(new Error(`ModuleDescriptionsPlugin: ${MANIFEST} was not emitted`));
            return;
          }
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.modules = this.modules;
          compilation.updateAsset(MANIFEST, new compiler.webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

module.exports = { ModuleDescriptionsPlugin };
