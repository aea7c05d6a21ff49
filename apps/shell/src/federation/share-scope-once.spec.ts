import { ModuleFederation } from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core/types';
// The runtime plugin every app's build registers (tools/webpack/create-config.js), run on the real runtime core.
// eslint-disable-next-line @nx/enforce-module-boundaries -- build tooling, not a library: the spec tests the file the builds use
import shareScopeOnce from '../../../../tools/webpack/share-scope-once.mjs';

/** An app with `count` shared modules, and how many registrations its share scope has seen. */
function app(name: string, count: number, plugins: ModuleFederationRuntimePlugin[]) {
  const seen = { registrations: 0 };
  const counter: ModuleFederationRuntimePlugin = { name: 'count-registrations', afterRegisterShare: () => void (seen.registrations += 1) };
  const shared = Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`part-${i}`, { version: '1.0.0', lib: () => ({ i }), shareConfig: { singleton: true, requiredVersion: false as const } }]),
  );
  const instance = new ModuleFederation({ name, remotes: [], shared, shareStrategy: 'loaded-first', plugins: [...plugins, counter] });
  return { instance, seen };
}

describe('share-scope-once', () => {
  it('registers the shared modules once, not again on each one loaded, and each load still resolves', async () => {
    const { instance, seen } = app('once', 20, [shareScopeOnce()]);
    await instance.loadShare('part-0');
    const afterFirst = seen.registrations;
    for (let i = 1; i < 20; i += 1) expect((await instance.loadShare(`part-${i}`)) as unknown).toBeInstanceOf(Function);
    expect(seen.registrations).toBe(afterFirst);
  });

  it('without it, the runtime registers every shared module again on each load (what it saves)', async () => {
    const { instance, seen } = app('every-time', 20, []);
    await instance.loadShare('part-0');
    const afterFirst = seen.registrations;
    await instance.loadShare('part-1');
    expect(seen.registrations - afterFirst).toBeGreaterThanOrEqual(20);
  });

  it("still fills the scope for a container's own init (an init scope given)", async () => {
    const { instance, seen } = app('container', 5, [shareScopeOnce()]);
    await instance.loadShare('part-0');
    const afterFirst = seen.registrations;
    await Promise.all(instance.initializeSharing('default', { initScope: [] }));
    expect(seen.registrations - afterFirst).toBe(5);
  });
});
