import { useEffect, useState } from 'react';
import { ModuleUnavailable } from '../federation/ModuleUnavailable';
import { RemoteErrorBoundary } from '../federation/RemoteErrorBoundary';
import { RemoteRoute } from '../federation/RemoteRoute';
import { resetRemote, type RemoteRef } from '../federation/remotes';
import { forgetModule, loadedModule, warmModule } from './loaded-modules';

interface Props {
  target: RemoteRef;
  label: string;
}

/**
 * A module's route. A module warmed after sign-in or on menu intent paints at once, with no loading bar; one
 * not fetched yet goes through RemoteRoute (loading bar, module-unavailable panel with Retry). Either way a
 * crash stays inside the module's area.
 */
export function ModuleRoute({ target, label }: Props) {
  // Chosen once per mount: switching from RemoteRoute to the loaded component later would remount the module.
  const [Loaded, setLoaded] = useState(() => loadedModule(target));
  useEffect(() => void warmModule(target), [target]);
  if (!Loaded) return <RemoteRoute target={target} label={label} />;
  const retry = () => {
    forgetModule(target);
    resetRemote(target);
    setLoaded(undefined);
  };
  return (
    <RemoteErrorBoundary fallback={() => <ModuleUnavailable label={label} onRetry={retry} />}>
      <Loaded />
    </RemoteErrorBoundary>
  );
}
