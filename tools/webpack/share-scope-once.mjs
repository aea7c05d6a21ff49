// A federation runtime plugin of every app: the share scope is filled once, not again on each shared module loaded.
// runtime-core 2.9's loadShare calls initializeSharing without an init scope, so its once-per-scope guard never holds
// and every call registers each of the app's shared modules again: ~100 at start-up, ~240 once the MUI catalogue is
// in, for each of the ~70 modules a signed-in screen consumes, ~40 ms of a cold load's main thread.
// Under 'loaded-first' a registered version is never replaced, so a repeat changes nothing: it is skipped unless the
// app's shared options grew since the last one, or the caller passes an init scope (a container's own init).
// Upstream: module-federation/core pull request 5062 (open) shares one init scope across loadShare calls; once a
// release has it, this plugin goes.
const patched = new WeakSet();

export default function shareScopeOnce() {
  return {
    name: 'backoffice-share-scope-once',
    beforeInit(args) {
      const host = args.origin;
      const handler = host?.sharedHandler;
      if (!handler || patched.has(handler)) return args;
      patched.add(handler);
      const initialize = handler.initializeSharing.bind(handler);
      const filled = new Map();
      handler.initializeSharing = (scope = 'default', extra) => {
        const count = Object.keys(host.options.shared ?? {}).length;
        const strategy = extra?.strategy ?? host.options.shareStrategy;
        if (!extra?.initScope && strategy === 'loaded-first' && filled.get(scope) === count) return [];
        const promises = initialize(scope, extra);
        filled.set(scope, count);
        return promises;
      };
      return args;
    },
  };
}
