import { Suspense, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { recordCrash, recordView } from './field-data';
import { loadedVersion } from './load-plugin';
import { reportRefusal } from './load-report';
import { ModuleFailed, ModuleIncompatible, ModuleUnavailable } from './ModuleUnavailable';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import {
  IncompatibleRemoteError, RemoteLoadError, liveTableGeneration, remoteComponent, resetRemote, subscribeLiveTable, type RemoteRef,
} from './remotes';

interface Props {
  target: RemoteRef;
  label: string;
}

/**
 * Renders a module exposed by a remote. A failed load shows the module-unavailable panel (check the connection);
 * a crash of the loaded module shows the module-failed panel with an error id. Both offer Retry.
 */
export function RemoteRoute({ target, label }: Props) {
  const [attempt, setAttempt] = useState(0);
  // A switch in App Setting › Modules reaches this route at the navigation that read the new table.
  const generation = useSyncExternalStore(subscribeLiveTable, liveTableGeneration);
  // Chosen once per mount and per Retry: switching from the lazy wrapper to the loaded component on a later
  // render would remount the module and lose its state.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the target's identity changes on every parent render
  const Module = useMemo(() => remoteComponent(target), [target.remote, target.expose, attempt, generation]);
  const retry = (failedToLoad: boolean) => () => {
    // Only a failed load is fetched again; a crashed module is loaded fine and only rendered again.
    if (failedToLoad) resetRemote(target);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary
      key={`${target.remote}/${target.expose}#${attempt}#${generation}`}
      label={label}
      fallback={({ error, errorId }) =>
        error instanceof IncompatibleRemoteError ? (
          <Refused label={label} remote={target.remote} error={error} errorId={errorId} onRetry={retry(true)} />
        ) : error instanceof RemoteLoadError ? (
          <ModuleUnavailable label={label} onRetry={retry(true)} />
        ) : (
          <Crashed remote={target.remote}>
            <ModuleFailed label={label} errorId={errorId} onRetry={retry(false)} />
          </Crashed>
        )
      }
    >
      <Suspense fallback={<LinearProgress aria-label={`Loading ${label}`} data-remote-fallback="" />}>
        <Module />
        <Viewed remote={target.remote} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** The refused module's panel; the refusal is reported once, when it is shown. */
function Refused({ label, remote, error, errorId, onRetry }: { label: string; remote: string; error: IncompatibleRemoteError; errorId: string; onRetry: () => void }) {
  useEffect(() => reportRefusal(remote, error.refusal, errorId), [remote, error, errorId]);
  return <ModuleIncompatible label={label} reasons={error.refusal.reasons} errorId={errorId} onRetry={onRetry} />;
}

/** Field data: a screen of the remote's build was opened (rendered once its code loaded). */
function Viewed({ remote }: { remote: string }) {
  useEffect(() => recordView(remote, loadedVersion(remote)), [remote]);
  return null;
}

/** Field data: a screen of the remote's build crashed; the panel itself is the children. */
function Crashed({ remote, children }: { remote: string; children: ReactNode }) {
  useEffect(() => recordCrash(remote, loadedVersion(remote)), [remote]);
  return children;
}
