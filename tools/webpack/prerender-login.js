// login.html: the shell's page with the /login form pre-rendered into #root and its CSS in the head, so a
// cold /login shows a form that takes typing as soon as the HTML has arrived, long before the app's scripts have
// run; the app then takes it over (apps/shell/src/public/prerendered-login.ts). Servers send it for /login (sirv
// tries `<path>.html`; nginx `try_files $uri $uri.html /index.html`); every other route keeps index.html.
const { execFile } = require('node:child_process');
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PrerenderLoginPlugin';
const root = path.resolve(__dirname, '../..');
const shell = path.join(root, 'apps/shell');
const ROOT_ELEMENT = '<div id="root"></div>';

/** Renders the real LoginPage in a child process (production React and emotion, so class names match the build). */
function renderLogin() {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(shell, 'src/prerender/print-login.ts')],
      {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(shell, 'tsconfig.prerender.json') },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => (error ? reject(new Error(`${NAME}: ${stderr || error.message}`)) : resolve(JSON.parse(stdout))),
    );
  });
}

class PrerenderLoginPlugin {
  /** @param {{ template: string }} options the page template index.html is built from */
  constructor({ template }) {
    this.template = template;
  }

  apply(compiler) {
    new HtmlWebpackPlugin({ template: this.template, filename: 'login.html', publicPath: '/' }).apply(compiler);
    const earlySource = readFileSync(path.join(shell, 'src/prerender/login-early.js'), 'utf8');
    const earlyFile = `login-early.${createHash('sha256').update(earlySource).digest('hex').slice(0, 8)}.js`;
    let markup = null;
    compiler.hooks.beforeCompile.tapPromise(NAME, async () => {
      markup = await renderLogin();
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(earlyFile, new compiler.webpack.sources.RawSource(earlySource));
      });
      const hooks = HtmlWebpackPlugin.getHooks(compilation);
      // After BootPreloadPlugin's hints (a later stage), which this moves into login-early.js's hands.
      hooks.alterAssetTagGroups.tap({ name: NAME, stage: 100 }, (data) => {
        if (data.outputName !== 'login.html') return data;
        const publicPath = data.publicPath.endsWith('/') ? data.publicPath : `${data.publicPath}/`;
        // The entry's scripts: main.js and the initial chunk of the shared modules it provides eagerly (signInShared).
        const isEntry = (tag) => tag.tagName === 'script' && Boolean(tag.attributes.src);
        const isPreload = (tag) => tag.tagName === 'link' && tag.attributes.rel === 'preload';
        const entries = data.headTags.filter(isEntry).map((tag) => tag.attributes.src);
        if (!entries.some((src) => /\/main\.[^/]*\.js$/.test(src))) throw new Error(`${NAME}: no main.js script tag`);
        // Nothing but the page itself before the first paint: the ~50 preload hints alone cost the parser ~25 ms, and
        // a <script defer> of the eager chunk, fetched at once, held Lighthouse's (simulated) LCP back by ~1 s.
        // login-early.js (parser-blocking, so a stored session hides the form before any paint) adds the hints, then
        // the entry's scripts, once the form has been painted.
        const preloads = [...entries.map((href) => ({ rel: 'preload', as: 'script', href })), ...data.headTags.filter(isPreload).map((tag) => tag.attributes)];
        data.headTags = data.headTags.filter((tag) => !isEntry(tag) && !isPreload(tag));
        data.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('script', {
          src: publicPath + earlyFile,
          'data-app': entries.join(' '),
          // html-webpack-plugin writes attribute values as they are.
          'data-preload': JSON.stringify(preloads).replace(/"/g, '&quot;'),
        }));
        data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('style', {}, markup.css));
        return data;
      });
      hooks.beforeEmit.tap(NAME, (data) => {
        if (data.outputName !== 'login.html') return data;
        if (!data.html.includes(ROOT_ELEMENT)) throw new Error(`${NAME}: the template has no ${ROOT_ELEMENT}`);
        data.html = data.html.replace(ROOT_ELEMENT, `<div id="root">${markup.html}</div>`);
        return data;
      });
    });
  }
}

module.exports = { PrerenderLoginPlugin };
