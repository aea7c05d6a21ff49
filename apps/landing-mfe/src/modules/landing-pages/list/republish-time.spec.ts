import dayjs from 'dayjs';
import { earliestRepublish, republishProblem, toPublishAt } from './republish-time';

describe('republish time', () => {
  const now = new Date('2026-11-22T12:07:30Z');
  it('offers the next 15-minute step as the earliest time', () => {
    expect(earliestRepublish(now).toISOString()).toBe('2026-11-22T12:15:00.000Z');
    expect(earliestRepublish(new Date('2026-11-22T12:15:00Z')).toISOString()).toBe('2026-11-22T12:15:00.000Z');
  });

  it('refuses times off the step or before now, and allows none', () => {
    expect(republishProblem(null, now)).toBeNull();
    expect(republishProblem(dayjs('2026-11-22T12:15:00Z'), now)).toBeNull();
    expect(republishProblem(dayjs('2026-11-22T12:20:00Z'), now)).toMatch(/15-minute/);
    expect(republishProblem(dayjs('2026-11-22T12:00:00Z'), now)).toBe('Publish date must not be in the past');
    expect(toPublishAt(dayjs('2026-11-22T12:15:42Z'))).toBe('2026-11-22T12:15:00.000Z');
  });
});
