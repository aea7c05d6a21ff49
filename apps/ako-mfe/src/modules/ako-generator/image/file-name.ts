import dayjs from 'dayjs';

/** The saved PNG is named after the moment it is saved: ako-2026-11-22-14-05.png. */
export function akoFileName(at: Date): string {
  return `ako-${dayjs(at).format('YYYY-MM-DD-HH-mm')}.png`;
}
