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
  /** Only when asked with a window (the week view): what starts, ends or runs through it. */
  week?: ScheduleSection;
}

/** One record the module finder found (GET /api/v1/schedule/find). */
export interface FoundRecord {
  module: string;
  label: string;
  /** The record's address in its routes: its id, or its key field (SEO descriptions: the type). */
  key: string;
  name: string;
  /** How many of the module's records match; the first few are listed. */
  moduleTotal: number;
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

/** The schedule with the week view's window [from, till) (ISO instants): the three sections plus `week`. */
export function scheduleWindowQueryOptions(from: string, till: string) {
  return queryOptions({
    queryKey: ['schedule', { from, till }] as const,
    queryFn: ({ signal }) => http.get<Schedule>('schedule', { base: 'admin', signal, query: { from, till } }),
    refetchInterval: 60_000,
  });
}

/** The module finder's records whose list search matches `q` (two characters at least), a few per module. */
export function findRecordsQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['schedule', 'find', q] as const,
    queryFn: ({ signal }) => http.get<{ items: FoundRecord[] }>('schedule/find', { base: 'admin', signal, query: { q } }),
    enabled: q.trim().length >= 2,
    staleTime: 30_000,
  });
}
