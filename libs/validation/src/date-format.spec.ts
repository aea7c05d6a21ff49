import { formatDate, formatDateTime, isTimeZone } from './date-format';

describe('the one date format', () => {
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

  it('writes the runtime\'s own zone without Intl (its set-up blocks a phone\'s first screen), as Intl would', () => {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    // Around both DST changes of 2026 in Europe, a leap day and midnight, with and without seconds.
    const instants = ['2026-03-29T00:59:59.000Z', '2026-03-29T01:00:00.000Z', '2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z', '2028-02-29T23:59:00.000Z', '2026-01-01T00:00:00.000Z'];
    const expected = instants.map((i) => [formatDateTime(i, { timeZone: zone }), formatDateTime(i, { timeZone: zone, seconds: true }), formatDate(i, { timeZone: zone })]);
    const intl = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(instants.map((i) => [formatDateTime(i), formatDateTime(i, { seconds: true }), formatDate(new Date(i))])).toEqual(expected);
      expect(intl).not.toHaveBeenCalled();
    } finally {
      intl.mockRestore();
    }
  });

  it('knows real zone names only', () => {
    expect(isTimeZone('Europe/Warsaw')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });
});
