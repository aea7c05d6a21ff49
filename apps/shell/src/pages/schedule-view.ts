import { useCallback, useState } from 'react';

export type ScheduleView = 'list' | 'week';
const KEY = 'backoffice.scheduleView';

function read(): ScheduleView {
  try {
    return localStorage.getItem(KEY) === 'week' ? 'week' : 'list';
  } catch {
    return 'list';
  }
}

/** The home's schedule as lists or as a week, remembered across reloads (a display preference, like the sidebar). */
export function useScheduleView(): [ScheduleView, (view: ScheduleView) => void] {
  const [view, setView] = useState(read);
  const choose = useCallback((next: ScheduleView) => {
    setView(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Private mode without storage: the choice still holds for this page.
    }
  }, []);
  return [view, choose];
}
