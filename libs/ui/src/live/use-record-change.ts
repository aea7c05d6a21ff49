import { useEffect, useState } from 'react';
import { liveSelfUserId, subscribeLiveChanges, type LiveChange, type LiveRecord } from '@backoffice/api/query';

/** The user's own save reaches the feed before (or just after) its answer: give the answer this long to land. */
const OWN_CHANGE_GRACE_MS = 2_000;

type Version = number | string | null | undefined;

/** Is the feed's version after the one the form loaded? Numbers compare; other versions (timestamps) differ. */
export function isNewerVersion(changed: Version, loaded: Version): boolean {
  if (changed === null || changed === undefined || loaded === null || loaded === undefined) return true;
  if (typeof changed === 'number' && typeof loaded === 'number') return changed > loaded;
  return String(changed) !== String(loaded);
}

/**
 * The newest change of the record the form has open that the form does not show yet (a version after the loaded
 * one, or a delete); undefined once the form holds that version.
 */
export function useRecordChange(record: LiveRecord | undefined, loadedVersion: Version): LiveChange | undefined {
  const [latest, setLatest] = useState<LiveChange | undefined>(undefined);
  const module = record?.module;
  const id = record?.id;
  useEffect(() => {
    if (module === undefined || id === undefined) return undefined;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unsubscribe = subscribeLiveChanges((change) => {
      if (change.module !== module || String(change.id) !== String(id)) return;
      if (change.by.id !== null && change.by.id === liveSelfUserId()) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          setLatest(change);
        }, OWN_CHANGE_GRACE_MS);
        timers.add(timer);
      } else setLatest(change);
    });
    return () => {
      unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, [module, id]);
  if (!latest || String(latest.id) !== String(id) || latest.module !== module) return undefined;
  if (latest.kind === 'delete') return latest;
  return isNewerVersion(latest.version, loadedVersion) ? latest : undefined;
}
