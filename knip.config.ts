// knip (npm run lint): files no entry reaches and exports nothing imports fail the lint (issue 33).
// Entries: each app's webpack entry and Module Federation exposes (read from its webpack config, so the catalog's
// generated exposes are followed), the API's main and scripts, every spec and test helper, the tools and e2e.
// The libraries' public entries (tsconfig.base.json paths) are entries too: their exports are the versioned contract
// remotes use at run time, guarded by libs/*/api-report.json (contracts:lint); knip reports what sits behind them unused.
import path from 'node:path';
import { readFileSync, readdirSync } from 'node:fs';
import type { KnipConfig } from 'knip';

const appsDir = path.join(__dirname, 'apps');

/** `apps/<app>/…` paths of a webpack app's entries and exposes. */
function webpackEntries(app: string): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exported = require(path.join(appsDir, app, 'webpack.config.js'));
  const config = typeof exported === 'function' ? exported({}, { mode: 'production' }) : exported;
  const plugin = (config.plugins ?? []).find((p: { _options?: { exposes?: Record<string, string> } }) => p?._options?.exposes);
  const files = [...Object.values(config.entry ?? {}), ...Object.values(plugin?._options.exposes ?? {})].flat() as string[];
  return files.map((file) => path.posix.join('apps', app, file));
}

/** The files behind `@backoffice/*` (the libraries' entries), as tsconfig.base.json maps them. */
function libraryEntries(): string[] {
  const paths: Record<string, string[]> = JSON.parse(readFileSync(path.join(__dirname, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths;
  return Object.values(paths).flat().filter((file) => file.startsWith('libs/'));
}

const webpackApps = readdirSync(appsDir).filter((app) => readdirSync(path.join(appsDir, app)).includes('webpack.config.js'));

const config: KnipConfig = {
  entry: [
    ...webpackApps.flatMap(webpackEntries),
    ...libraryEntries(),
    // The API's main loads server.ts by a run-time require (after its tsconfig paths are registered).
    'apps/admin-api/src/server.ts',
    // Run by tools/webpack/prerender-login.js in a child process.
    'apps/shell/src/prerender/print-login.ts',
    'apps/admin-api/scripts/*.ts',
    '{apps,libs,tools}/**/*.spec.{ts,tsx}',
    '{apps,libs}/*/jest.config.cjs',
    'libs/modules/*/jest.config.cjs',
    // Jest's setup files (setupFilesAfterEnv) of the remotes: the module directory a test renders with.
    'apps/*/src/testing/module-directory.ts',
    'tools/**/*.{mjs,cjs,js,ts}',
    'e2e/**/*.ts',
  ],
  project: ['{apps,libs}/**/*.{ts,tsx}', 'tools/**/*.{ts,mjs,cjs}', 'e2e/**/*.ts'],
  // What the lint gates: dead files and exports. Dependencies are pinned by hand (README "Dependencies").
  include: ['files', 'exports', 'types'],
  // An export also used in its own file is a module's named part (a limit, a message) that specs may read.
  ignoreExportsUsedInFile: true,
};

export default config;
