// Republishing times: 15-minute steps, never before now.
import dayjs, { type Dayjs } from 'dayjs';
import { LANDING_PUBLISH_STEP_MINUTES } from '@backoffice/modules-landing';

const STEP_MS = LANDING_PUBLISH_STEP_MINUTES * 60_000;

/** The first step at or after `now`: the earliest time the picker offers. */
export function earliestRepublish(now: Date = new Date()): Dayjs {
  return dayjs(Math.ceil(now.getTime() / STEP_MS) * STEP_MS);
}

/** Why a picked time cannot be used, or null when it can. */
export function republishProblem(value: Dayjs | null, now: Date = new Date()): string | null {
  if (value === null) return null;
  if (!value.isValid()) return 'must be a valid date!';
  if (value.minute() % LANDING_PUBLISH_STEP_MINUTES !== 0) return `must be a valid ${LANDING_PUBLISH_STEP_MINUTES}-minute step!`;
  if (value.isBefore(earliestRepublish(now))) return 'Publish date must not be in the past';
  return null;
}

/** What the API gets: the whole minute, seconds dropped, in UTC. */
export const toPublishAt = (value: Dayjs): string => value.second(0).millisecond(0).toISOString();
