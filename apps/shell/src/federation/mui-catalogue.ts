// Every public MUI sub-path the shell does not register with the share scope at start-up (tools/webpack/shared.js,
// shellMuiSubpaths().lazy). This file is a placeholder for tests and type checks: the build replaces its content
// with the real list (tools/webpack/mui-catalogue-loader.js), each part a lazy chunk of the shell's own build.

/** [request, version, load], e.g. the Rating part: its request, the installed MUI version and a dynamic import of it. */
export type LazyMuiPart = readonly [request: string, version: string, load: () => Promise<unknown>];

export const lazyMui: readonly LazyMuiPart[] = [];
