import { Suspense, useMemo, useState } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { ModuleUnavailable } from './ModuleUnavailable';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { remoteComponent, resetRemote, type RemoteRef } from './remotes';

interface Props {
  target: RemoteRef;
  label: string;
}

/** Renders a module exposed by a remote; a failed load or crash shows the module-unavailable panel with Retry. */
export function RemoteRoute({ target, label }: Props) {
  const [attempt, setAttempt] = useState(0);
  // Chosen once per mount and per Retry: switching from the lazy wrapper to the loaded component on a later
  // render would remount the module and lose its state.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the target's identity changes on every parent render
  const Module = useMemo(() => remoteComponent(target), [target.remote, target.expose, attempt]);
  const retry = () => {
    resetRemote(target);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={`${target.remote}/${target.expose}#${attempt}`} fallback={() => <ModuleUnavailable label={label} onRetry={retry} />}>
      <Suspense fallback={<LinearProgress aria-label={`Loading ${label}`} data-remote-fallback="" />}>
        <Module />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
