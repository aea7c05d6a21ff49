// Preload hints for what every cold load of the shell waits for. The entry asks for config.json and the
// bootstrap chunk, whose shared modules each load their own chunks, whose shared modules load theirs: a chain the
// browser only discovers one script at a time. The page names all of them up front instead, so they are fetched at
// once while main.js still evaluates. Only that closure is named: lazy routes (everything behind sign-in) stay lazy.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const CONSUME = 'consume-shared-module';
const PROVIDE = 'provide-module';

/**
 * The chunks loaded before the entry's first render: the entry's own async import (the bootstrap), then, for every
 * shared module consumed by a chunk already in the set, the chunks of the module that provides it (what the
 * runtime's share scope loads in this build), or of its fallback.
 */
function bootChunks(compilation) {
  const { chunkGraph } = compilation;
  const chunksOf = (block) => (block && chunkGraph.getBlockChunkGroup(block)?.chunks) ?? [];
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === PROVIDE) providers.set(module._name, module);
  }
  const entry = compilation.entrypoints.get('main').getEntrypointChunk();
  const found = new Set();
  const queue = [];
  const add = (chunks) => {
    for (const chunk of chunks) {
      if (chunk === entry || found.has(chunk)) continue;
      found.add(chunk);
      queue.push(chunk);
    }
  };
  for (const module of chunkGraph.getChunkEntryModulesIterable(entry)) {
    for (const block of module.blocks) add(chunksOf(block));
  }
  while (queue.length > 0) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME) continue;
      // A shared module's own code sits behind its first async block (the provider's, else the fallback's).
      add(chunksOf((providers.get(module.options.shareKey) ?? module).blocks[0]));
    }
  }
  return [...found];
}

class BootPreloadPlugin {
  /** @param {{ fetch?: string[] }} options data files the entry fetches at once (config.json) */
  constructor({ fetch = [] } = {}) {
    this.fetch = fetch;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootPreloadPlugin', (data) => {
        const publicPath = data.publicPath.endsWith('/') ? data.publicPath : `${data.publicPath}/`;
        const link = (attributes) => HtmlWebpackPlugin.createHtmlTagObject('link', attributes);
        const scripts = bootChunks(compilation)
          .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))
          .map((file) => link({ rel: 'preload', as: 'script', href: publicPath + file }));
        // A fetch() of the same URL (default mode and credentials) takes the preloaded response.
        const fetches = this.fetch.map((file) => link({ rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: publicPath + file }));
        data.headTags.push(...fetches, ...scripts);
        return data;
      });
    });
  }
}

module.exports = { BootPreloadPlugin };
