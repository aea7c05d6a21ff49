import { akoFileName } from './file-name';

it('names the file after the local date and time, to the minute', () => {
  expect(akoFileName(new Date(2026, 10, 22, 14, 5, 59))).toBe('ako-2026-11-22-14-05.png');
  expect(akoFileName(new Date(2027, 0, 3, 9, 7))).toBe('ako-2027-01-03-09-07.png');
});
