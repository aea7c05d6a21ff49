// Where the module table's descriptions come from: the API's live table names the modules of each live build (one
// request, read at boot and on navigation anyway); a remote it does not name (an older API, a developer's override)
// is read from its own manifest, the request its first load makes anyway. A remote that cannot be reached keeps the
// entries remembered from before, which then show the module-unavailable panel.
import { manifestJson } from './load-plugin';
import { liveModules, liveTableRead, onLiveRead } from './live-remotes';
import { markModuleTableRead, setRemoteModules } from './module-table';
import { liveManifests } from './remotes';

const descriptionsOf = (manifest: unknown): unknown => (manifest && typeof manifest === 'object' ? (manifest as { modules?: unknown }).modules : undefined);

/** Reads every remote's descriptions for the builds the shell loads now, then publishes the table. */
export async function readModuleDescriptions(): Promise<void> {
  await liveTableRead();
  const named = liveModules();
  await Promise.all(
    Object.entries(liveManifests()).map(async ([remote, manifestUrl]) => {
      const fromApi = named && Object.hasOwn(named, remote) ? named[remote] : undefined;
      if (fromApi && fromApi.manifestUrl === manifestUrl && setRemoteModules(remote, fromApi.modules)) return;
      const modules = descriptionsOf(await manifestJson(manifestUrl));
      if (modules !== undefined && setRemoteModules(remote, modules)) return;
      // Its own host cannot be reached: the modules of the build the API knows for it keep its routes, which then
      // show the module-unavailable panel with Retry instead of a 404.
      if (fromApi) setRemoteModules(remote, fromApi.modules);
    }),
  );
  markModuleTableRead();
}

let started = false;
/** Reads the descriptions now and again whenever the live table (or the modules it names) changes. */
export function followModuleDescriptions(): void {
  if (started) return;
  started = true;
  void readModuleDescriptions();
  onLiveRead(() => void readModuleDescriptions());
}
