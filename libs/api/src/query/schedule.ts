import { queryOptions } from '@tanstack/react-query';
import { http } from '../http/client';

/** One dated record on the home page's schedule (GET /api/v1/schedule). */
export interface ScheduleItem {
  /** Module name, also its route: /{module}/edit/{id}. */
  module: string;
  label: string;
  id: number;
  name: string;
  startsAt: string | null;
  endsAt: string | null;
}

export interface ScheduleSection {
  items: ScheduleItem[];
  /** All rows of the section; `items` holds the first 50, soonest change first. */
  total: number;
}

export interface Schedule {
  now: string;
  days: number;
  live: ScheduleSection;
  starting: ScheduleSection;
  ending: ScheduleSection;
}

/** The home page's schedule: live now, starting and ending in the next days, over the modules the user may open. */
export function scheduleQueryOptions() {
  return queryOptions({
    queryKey: ['schedule'] as const,
    queryFn: ({ signal }) => http.get<Schedule>('schedule', { base: 'admin', signal }),
    // A home left open stays roughly current: what went live a minute ago shows up.
    refetchInterval: 60_000,
  });
}
