/**
 * This tab's id in presence reports. Made per page load, not kept in sessionStorage: a duplicated tab copies
 * sessionStorage and would then share its original's presence entries.
 */
export const liveTabId: string =
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `tab-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
