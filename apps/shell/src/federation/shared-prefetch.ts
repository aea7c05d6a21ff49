// A remote's exposed module asks for its shared modules only once the remote's entry has run; the shell's chunks of
// those would then be one more round trip after remoteEntry.js. The remote's build record names them per exposed
// module (tools/webpack/build-record.js, startShared), so their chunks are fetched beside the entry instead.
import { getInstance } from '@module-federation/enhanced/runtime';

/** Starts fetching, without running, the chunks of the shared modules among `names` that this shell provides and has not loaded. */
export function fetchProvidedChunks(names: unknown): void {
  if (!Array.isArray(names)) return;
  const instance = getInstance();
  const offered = instance?.shareScopeMap.default ?? {};
  for (const name of names) {
    if (typeof name !== 'string' || !Object.hasOwn(offered, name)) continue;
    for (const offer of Object.values(offered[name])) {
      if (offer.from !== instance?.options.name || offer.loaded || offer.loading || typeof offer.get !== 'function') continue;
      // `get` loads the chunks and hands back the module's factory, which is not called: the module runs when the
      // remote asks for it, and the runtime's own `get` then finds the chunks loaded (or loading). (A part from the
      // MUI catalogue is imported, which runs it: the exposed module needs it at once anyway.)
      void Promise.resolve()
        .then(() => offer.get())
        .catch(() => undefined);
    }
  }
}
