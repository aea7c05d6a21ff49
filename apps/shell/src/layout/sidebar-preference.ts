import { useCallback, useState } from 'react';

const KEY = 'backoffice.sidebarOpen';

function read(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'closed';
  } catch {
    return true;
  }
}

/** The sidebar toggle, remembered across reloads (a display preference, so it outlives the session). */
export function useSidebarOpen(): [boolean, () => void] {
  const [open, setOpen] = useState(read);
  const toggle = useCallback(() => {
    setOpen((was) => {
      const next = !was;
      try {
        localStorage.setItem(KEY, next ? 'open' : 'closed');
      } catch {
        // Private mode without storage: the toggle still works for this page.
      }
      return next;
    });
  }, []);
  return [open, toggle];
}
