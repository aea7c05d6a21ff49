import { useEffect, useRef, useState } from 'react';
import {
  announcePresence, fetchPresence, leavePresence, liveTabId, subscribeLivePresence, PRESENCE_HEARTBEAT_MS,
  type LiveRecord, type PresenceUser,
} from '@backoffice/api/query';

const sameRecord = (a: LiveRecord, b: LiveRecord) => a.module === b.module && String(a.id) === String(b.id);

export interface RecordPresence {
  /** The other tabs on the record (this tab left out), oldest first. */
  others: PresenceUser[];
  /** True once the first answer (who was there when the form opened) came. */
  loaded: boolean;
}

/**
 * Reports this tab on a record while the form is open (again when `editing` changes, and every 20 s), says it
 * left on unmount and when the tab closes, and follows who else is there from the feed.
 */
export function useRecordPresence(record: LiveRecord | undefined, editing: boolean): RecordPresence {
  const [state, setState] = useState<RecordPresence>({ others: [], loaded: false });
  const editingRef = useRef(editing);
  editingRef.current = editing;
  const module = record?.module;
  const id = record?.id;

  useEffect(() => {
    if (module === undefined || id === undefined) return undefined;
    const here: LiveRecord = { module, id };
    const show = (users: PresenceUser[]) => setState({ others: users.filter((u) => u.tabId !== liveTabId), loaded: true });
    const abort = new AbortController();
    // Announce first, then ask: the answer then lists this tab too (left out above), never a stale set.
    void announcePresence(here, editingRef.current)
      .then(() => fetchPresence(here, abort.signal))
      .then(show, () => setState((s) => ({ ...s, loaded: true })));
    const unsubscribe = subscribeLivePresence((presence) => sameRecord(presence, here) && show(presence.users));
    const heartbeat = setInterval(() => void announcePresence(here, editingRef.current), PRESENCE_HEARTBEAT_MS);
    const leave = () => leavePresence(here);
    window.addEventListener('pagehide', leave);
    return () => {
      abort.abort();
      unsubscribe();
      clearInterval(heartbeat);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [module, id]);

  // The first changed field (and a form set back to as loaded) is told at once, not at the next heartbeat.
  const announced = useRef(editing);
  useEffect(() => {
    if (module === undefined || id === undefined || announced.current === editing) return;
    announced.current = editing;
    void announcePresence({ module, id }, editing);
  }, [module, id, editing]);

  return state;
}
