import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core/types';

/** See share-scope-once.mjs. */
export default function shareScopeOnce(): ModuleFederationRuntimePlugin;
