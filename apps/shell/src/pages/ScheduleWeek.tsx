import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { scheduleWindowQueryOptions, type ScheduleItem } from '@backoffice/api/query';
import { recordRoute } from '../layout/record-routes';

const pad = (n: number) => String(n).padStart(2, '0');
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** Days shown before "+N more": a week of 30 modules must stay a calendar, not a wall. */
export const CHIPS_PER_DAY = 8;

/** Monday 00:00 of the date's week in the browser's time zone (the Polish week starts on Monday). */
export function startOfWeek(date: Date): Date {
  const d = new Date(date);
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  return d;
}

/** The same local time `n` days later (calendar days, so a DST change keeps midnight at midnight). */
export function addDays(date: Date, n: number): Date {
  const d = new Date(date);
  d.setDate(d.getDate() + n);
  return d;
}

const dayMonth = (d: Date) => `${pad(d.getDate())}.${pad(d.getMonth() + 1)}`;
const hourMinute = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** What a record does on the day [start, end): starts, ends, both, runs through it — or nothing (not live that day). */
export function dayEvent(item: Pick<ScheduleItem, 'startsAt' | 'endsAt'>, start: Date, end: Date): { starts?: Date; ends?: Date } | undefined {
  const from = item.startsAt ? new Date(item.startsAt) : undefined;
  const till = item.endsAt ? new Date(item.endsAt) : undefined;
  if ((from && from >= end) || (till && till < start)) return undefined;
  return { ...(from && from >= start ? { starts: from } : {}), ...(till && till < end ? { ends: till } : {}) };
}

function DayColumn({ day, items }: { day: Date; items: readonly ScheduleItem[] }) {
  const id = useId();
  const next = addDays(day, 1);
  const today = day.getTime() <= Date.now() && Date.now() < next.getTime();
  const chips = items.flatMap((item) => {
    const event = dayEvent(item, day, next);
    if (!event) return [];
    const what = [event.starts && `starts ${hourMinute(event.starts)}`, event.ends && `ends ${hourMinute(event.ends)}`].filter(Boolean).join(', ') || 'live';
    return [{ item, event, what }];
  });
  // What happens on the day (starts, ends) before what merely runs through it: otherwise records live all week
  // filled every day's first chips and each day looked the same.
  chips.sort((a, b) => Number(!(a.event.starts || a.event.ends)) - Number(!(b.event.starts || b.event.ends)));
  const [all, setAll] = useState(false);
  const shown = all ? chips : chips.slice(0, CHIPS_PER_DAY);
  const name = `${DAY_NAMES[(day.getDay() + 6) % 7]} ${dayMonth(day)}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0, border: 1, borderColor: today ? 'primary.main' : 'divider', borderRadius: 1, p: 1 }}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ mb: 1, fontWeight: today ? 700 : 500 }}>
        {name}
        {today ? ' (today)' : ''}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {shown.map(({ item, event, what }) => (
          <li key={`${item.module}-${item.id}`}>
            <Chip
              component={RouterLink}
              to={recordRoute(item.module, String(item.id))}
              clickable
              size="small"
              color={event.starts ? 'success' : event.ends ? 'warning' : 'default'}
              variant={event.starts || event.ends ? 'filled' : 'outlined'}
              aria-label={`${item.name} (${item.label}), ${what}`}
              title={`${item.label}: ${item.name} — ${what}`}
              label={`${event.starts ? `▶ ${hourMinute(event.starts)} ` : ''}${event.ends ? `■ ${hourMinute(event.ends)} ` : ''}${item.name}`}
              sx={{ maxWidth: '100%', justifyContent: 'flex-start' }}
            />
          </li>
        ))}
      </Box>
      {chips.length > CHIPS_PER_DAY && (
        <Button size="small" variant="text" onClick={() => setAll(!all)} aria-expanded={all} aria-label={all ? `Show fewer on ${name}` : `Show ${chips.length - CHIPS_PER_DAY} more on ${name}`} sx={{ mt: 0.5, px: 0.5, minWidth: 0 }}>
          {all ? 'Show fewer' : `+${chips.length - CHIPS_PER_DAY} more`}
        </Button>
      )}
      {chips.length === 0 && (
        <Typography variant="caption" color="text.secondary">
          Nothing scheduled.
        </Typography>
      )}
    </Box>
  );
}

/**
 * The week view of the schedule: seven day columns, Monday first, each record a chip on the days it starts, ends or
 * runs through (a link to it), from the same endpoint with the week as its window; previous / next / this week.
 */
export function ScheduleWeek() {
  const [monday, setMonday] = useState(() => startOfWeek(new Date()));
  const sunday = addDays(monday, 6);
  const till = addDays(monday, 7);
  const schedule = useQuery({ ...scheduleWindowQueryOptions(monday.toISOString(), till.toISOString()), placeholderData: keepPreviousData });
  const week = schedule.data?.week;
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const isThisWeek = monday.getTime() === startOfWeek(new Date()).getTime();
  return (
    <Box component="section" aria-label="Week" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 500, mr: 1 }} aria-live="polite">
          Week {dayMonth(monday)} – {dayMonth(sunday)}.{sunday.getFullYear()}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => setMonday(addDays(monday, -7))}>
          Previous week
        </Button>
        <Button size="small" variant="outlined" disabled={isThisWeek} onClick={() => setMonday(startOfWeek(new Date()))}>
          This week
        </Button>
        <Button size="small" variant="outlined" onClick={() => setMonday(addDays(monday, 7))}>
          Next week
        </Button>
      </Box>
      {!week ? (
        <Typography color="text.secondary">{schedule.isError ? 'The schedule could not be loaded.' : 'Loading…'}</Typography>
      ) : (
        <>
          {/* On a phone the week scrolls inside its box, never the page. */}
          <Box sx={{ overflowX: 'auto' }}>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(130px, 1fr))', gap: 1 }}>
              {days.map((day) => (
                <DayColumn key={day.getTime()} day={day} items={week.items} />
              ))}
            </Box>
          </Box>
          {week.total > week.items.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {week.items.length} of {week.total} records of this week shown.
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
