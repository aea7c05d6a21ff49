import { Suspense, useState } from 'react';
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
  const Module = remoteComponent(target);
  const retry = () => {
    resetRemote(target);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={`${target.remote}/${target.expose}#${attempt}`} fallback={() => <ModuleUnavailable label={label} onRetry={retry} />}>
      <Suspense fallback={<LinearProgress aria-label={`Loading ${label}`} />}>
        <Module />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
