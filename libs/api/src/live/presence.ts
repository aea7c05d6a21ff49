import type { PresenceBeatInput, PresenceLeaveInput } from '@backoffice/validation';
import { apiUrl, authHeaders, http } from '../http/client';
import type { LiveRecord, PresenceUser } from './live-types';
import { liveTabId } from './tab-id';

/** A presence entry ends on the server after 60 s without one: a form repeats its report this often. */
export const PRESENCE_HEARTBEAT_MS = 20_000;

/** A presence request's body; none for a record without a numbered id (presence is kept for numbered records only). */
function body(record: LiveRecord): PresenceLeaveInput | null {
  const id = Number(record.id);
  return Number.isSafeInteger(id) && id > 0 ? { module: record.module, id, tabId: liveTabId } : null;
}

/** Says this tab has the record open (`editing` once a field changed). Silent: presence is never worth a toast. */
export function announcePresence(record: LiveRecord, editing: boolean): Promise<void> {
  const here = body(record);
  if (!here) return Promise.resolve();
  const beat: PresenceBeatInput = { ...here, editing };
  return http.put<void>('live/presence', beat, { silent: true }).catch(() => undefined);
}

/** Who has the record open now (the form's starting state; the feed's presence events follow). */
export async function fetchPresence(record: LiveRecord, signal?: AbortSignal): Promise<PresenceUser[]> {
  if (!body(record)) return [];
  const reply = await http.get<{ users?: PresenceUser[] }>('live/presence', { query: { module: record.module, id: String(record.id) }, signal, silent: true });
  return reply?.users ?? [];
}

/**
 * Says this tab left the record. A keepalive request, so it is still sent while the tab closes (the token goes
 * in a header, which navigator.sendBeacon cannot send).
 */
export function leavePresence(record: LiveRecord): void {
  const here = body(record);
  if (!here) return;
  try {
    void fetch(apiUrl('live/presence/leave'), {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', ...authHeaders() },
      body: JSON.stringify(here),
    }).catch(() => undefined);
  } catch {
    // No fetch (a closing tab in an old browser): the entry ends after its timeout.
  }
}
