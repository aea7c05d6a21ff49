// The shell offers remotes every public MUI sub-path, so a remote released with a part no app used before still
// finds it, and every MUI context exists once. Only the parts the workspace imports are registered at start-up
// (cheap on /login); the rest are registered here, once, before the first remote loads (tools/webpack/shared.js).
import { getInstance } from '@module-federation/enhanced/runtime';

let registered: Promise<void> | null = null;

/** Registers the remaining MUI parts with the share scope; a failed chunk load is retried on the next remote. */
export function provideAllMui(): Promise<void> {
  registered ??= import('./mui-catalogue').then(
    ({ lazyMui }) => {
      if (lazyMui.length === 0) return;
      getInstance()?.registerShared(
        Object.fromEntries(
          lazyMui.map(([request, version, load]) => [
            request,
            {
              version,
              scope: 'default',
              shareConfig: { singleton: true, requiredVersion: false },
              get: () => load().then((module) => () => module),
            },
          ]),
        ),
      );
    },
    (error: unknown) => {
      // Remotes that use only the parts registered at start-up still work.
      console.error('The MUI catalogue could not be loaded', error);
      registered = null;
    },
  );
  return registered;
}
