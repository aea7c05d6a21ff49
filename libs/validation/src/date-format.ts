// The one way dates are written for staff: Polish order and separators, 24-hour clock —
// lists, pickers, filters, previews and the API's own messages all take their format from here.

/** A day: 25.11.2026 (dayjs / MUI picker tokens). */
export const DATE_FORMAT = 'DD.MM.YYYY';
/** A day and time: 25.11.2026 14:30. */
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';
/** With seconds, where order within a minute matters (history). */
export const DATE_TIME_SECONDS_FORMAT = 'DD.MM.YYYY HH:mm:ss';

export interface DateFormatOptions {
  /** IANA zone to show the moment in; default the runtime's own (the staff member's browser). */
  timeZone?: string;
  seconds?: boolean;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string | undefined, withTime: boolean, seconds: boolean): Intl.DateTimeFormat {
  const key = `${timeZone ?? ''}|${withTime}|${seconds}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric', month: '2-digit', day: '2-digit',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const, ...(seconds ? { second: '2-digit' as const } : {}) } : {}),
    });
    formatters.set(key, found);
  }
  return found;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The runtime's own zone is read from Date's local getters: the first Intl.DateTimeFormat of a page costs its ICU
 * set-up, ~275 ms on a mid-range phone (4× CPU), on the main thread of the first screen that shows a date.
 */
function localParts(date: Date, withTime: boolean, seconds: boolean): string {
  const day = `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${String(date.getFullYear()).padStart(4, '0')}`;
  if (!withTime) return day;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}${seconds ? `:${pad(date.getSeconds())}` : ''}`;
}

function parts(value: string | number | Date, withTime: boolean, options: DateFormatOptions): string | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  if (options.timeZone === undefined) return localParts(date, withTime, Boolean(options.seconds));
  const byType = new Map(formatter(options.timeZone, withTime, Boolean(options.seconds)).formatToParts(date).map((p) => [p.type, p.value]));
  const day = `${byType.get('day')}.${byType.get('month')}.${byType.get('year')}`;
  if (!withTime) return day;
  const time = `${byType.get('hour')}:${byType.get('minute')}${options.seconds ? `:${byType.get('second')}` : ''}`;
  return `${day} ${time}`;
}

/** "25.11.2026 14:30" in the staff member's zone (or `timeZone`); "—" for no or an invalid date. */
export function formatDateTime(value: string | number | Date | null | undefined, options: DateFormatOptions = {}): string {
  return (value !== null && value !== undefined && value !== '' && parts(value, true, options)) || '—';
}

/** "25.11.2026"; "—" for no or an invalid date. */
export function formatDate(value: string | number | Date | null | undefined, options: DateFormatOptions = {}): string {
  return (value !== null && value !== undefined && value !== '' && parts(value, false, options)) || '—';
}

/** Whether `timeZone` is an IANA zone this runtime knows (untrusted input names one). */
export function isTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}
