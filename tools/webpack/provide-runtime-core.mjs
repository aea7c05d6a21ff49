// A federation runtime plugin of the shell: puts the shell's own runtime core on the global a remote built with
// `experiments.externalRuntime` reads, so each remote uses it instead of bundling a copy (create-config.js).
// The package's `provideExternalRuntime` option does the same through @module-federation/runtime-tools, which is a
// second, prebuilt copy of the core: +22 KB gzip on /login. This one imports the very module the shell runs.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'backoffice-provide-runtime-core',
    beforeInit(args) {
      runtimeCore.Global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
