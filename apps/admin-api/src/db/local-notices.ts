// Notices within one process: PGlite serves one process per data folder, so in-process delivery reaches every
// listener there is. Delivered on the next tick, as a database notice would be: never inside the sender's call.
import type { DbNotices } from './db';

export function localNotices(): DbNotices {
  const channels = new Map<string, Set<(payload: string) => void>>();
  return {
    async notify(channel, payload) {
      const listeners = channels.get(channel);
      if (!listeners) return;
      for (const listener of [...listeners]) queueMicrotask(() => listener(payload));
    },
    async listen(channel, onNotice) {
      const listeners = channels.get(channel) ?? new Set();
      channels.set(channel, listeners);
      const listener = (payload: string) => onNotice(payload);
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        if (listeners.size === 0) channels.delete(channel);
      };
    },
  };
}
