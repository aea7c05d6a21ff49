import { formatDate, formatDateTime, isTimeZone } from './date-format';

describe('the one date format (issue 38)', () => {
  it('writes day.month.year and a 24-hour time in the zone asked for', () => {
    expect(formatDateTime('2026-12-20T11:00:00.000Z', { timeZone: 'Europe/Warsaw' })).toBe('20.12.2026 12:00');
    expect(formatDateTime('2026-07-01T21:05:09.000Z', { timeZone: 'Europe/Warsaw', seconds: true })).toBe('01.07.2026 23:05:09');
    expect(formatDate('2026-11-25T23:30:00.000Z', { timeZone: 'Europe/Warsaw' })).toBe('26.11.2026');
    expect(formatDateTime('2026-11-25T00:00:00.000Z', { timeZone: 'UTC' })).toBe('25.11.2026 00:00');
  });

  it('shows a dash for no date or a broken one', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });

  it('knows real zone names only', () => {
    expect(isTimeZone('Europe/Warsaw')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });
});
