import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { historyResource, scheduleQueryOptions, type ScheduleItem, type ScheduleSection } from '@backoffice/api/query';
import { useSession } from '@backoffice/auth';
import { useModuleCan } from '@backoffice/ui';
import { formatDateTime, historyModule, type HistoryEntry } from '@backoffice/validation';
import { recordRoute } from '../layout/record-routes';
import { menuModules } from '../signed-in/menu-modules';

/** DD.MM.YYYY HH:mm in the browser's time zone, as the lists show dates; "—" for no date. */
export const dateTime = (iso: string | null): string => formatDateTime(iso);

/** A titled region of the home page: its heading names it for screen readers and tests. */
function HomeSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    // On a phone a section's table scrolls inside it, never the page.
    <Box component="section" aria-labelledby={id} sx={{ mb: 3, overflowX: 'auto' }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 500, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Rows each list shows before "Show all": the home is a glance, the whole list one click away. */
export const FIRST_ROWS = 5;

function ScheduleHead() {
  return (
    <TableHead>
      <TableRow>
        <TableCell>Module</TableCell>
        <TableCell>Name</TableCell>
        <TableCell>From</TableCell>
        <TableCell>Till</TableCell>
      </TableRow>
    </TableHead>
  );
}

// Text of a typical row, hidden under the placeholders: a narrow screen wraps them as it wraps the rows (dates in two lines).
const PLACEHOLDER_CELLS = ['Hot Banner', 'Mecz dnia', '01.05.2026 12:00', '02.05.2026 12:00'];

/**
 * A section while the schedule loads: the table's head and its first rows as placeholders, so the sections below do
 * not jump down when the rows arrive (Lighthouse measured a layout shift of 0.18 on the home page without it).
 */
function ScheduleSkeleton() {
  return (
    <>
      <Table size="small" aria-hidden>
        <ScheduleHead />
        <TableBody>
          {Array.from({ length: FIRST_ROWS }, (_, i) => (
            <TableRow key={i}>
              {PLACEHOLDER_CELLS.map((text, j) => (
                <TableCell key={j}>
                  <Skeleton variant="text">
                    <span>{text}</span>
                  </Skeleton>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {/* As tall as the line under the rows, which holds a small "Show all" button (30.75 px). */}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, lineHeight: '31px' }}>
        Loading…
      </Typography>
    </>
  );
}

function ScheduleTable({ section, empty, title }: { section: ScheduleSection; empty: string; title: string }) {
  const [all, setAll] = useState(false);
  if (section.items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  const shown = all ? section.items : section.items.slice(0, FIRST_ROWS);
  const more = section.items.length > FIRST_ROWS;
  return (
    <>
      <Table size="small">
        <ScheduleHead />
        <TableBody>
          {shown.map((item: ScheduleItem) => (
            <TableRow key={`${item.module}-${item.id}`}>
              <TableCell>{item.label}</TableCell>
              {/* A long name (a payout message's whole text) stays one line; the full text is its tooltip. */}
              <TableCell sx={NAME_CELL_SX} title={item.name}>
                <Link component={RouterLink} to={recordRoute(item.module, String(item.id))}>
                  {item.name}
                </Link>
              </TableCell>
              <TableCell>{dateTime(item.startsAt)}</TableCell>
              <TableCell>{dateTime(item.endsAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
        {(more || section.total > section.items.length) && (
          <Typography variant="body2" color="text.secondary">
            {shown.length} of {section.total} shown, soonest first.
          </Typography>
        )}
        {more && (
          <Button size="small" onClick={() => setAll(!all)} aria-expanded={all} aria-label={all ? `Show fewer of ${title}` : `Show all of ${title}`}>
            {all ? 'Show fewer' : 'Show all'}
          </Button>
        )}
      </Box>
    </>
  );
}

// One style object for every row's name cell: sx written inline is a new object (and style work) per row.
const NAME_CELL_SX = { maxWidth: 420, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The schedule of the modules this user may open (the server filters by the same rules): three sections. */
export function ScheduleSections() {
  const schedule = useQuery(scheduleQueryOptions());
  const days = schedule.data?.days ?? 7;
  const sections = [
    { key: 'live', title: 'Live now', empty: 'Nothing is live now.' },
    { key: 'starting', title: `Starting in the next ${days} days`, empty: `Nothing starts in the next ${days} days.` },
    { key: 'ending', title: `Ending in the next ${days} days`, empty: `Nothing ends in the next ${days} days.` },
  ] as const;
  return (
    <>
      {sections.map(({ key, title, empty }) => (
        <HomeSection key={key} title={title}>
          {schedule.data ? (
            <ScheduleTable section={schedule.data[key]} empty={empty} title={title} />
          ) : schedule.isError ? (
            <Typography color="text.secondary">The schedule could not be loaded.</Typography>
          ) : (
            <ScheduleSkeleton />
          )}
        </HomeSection>
      ))}
    </>
  );
}

/** "Recent changes": the newest entries of the history (needs history.index, as the History screen does). */
export function RecentChanges() {
  const may = useModuleCan('index', historyModule);
  // Module name → menu label, for the modules this user may open (the others get no link).
  const openable = new Map(menuModules(useSession((state) => state.sidebarMenu)).map((m) => [m.path.slice(1), m.label]));
  const recent = historyResource.useList({ page: 1, pageSize: 10 }, { enabled: may });
  if (!may) return null;
  const items: HistoryEntry[] = recent.data?.items ?? [];
  return (
    <HomeSection title="Recent changes">
      {!recent.data ? (
        <Typography color="text.secondary">{recent.isError ? 'The history could not be loaded.' : 'Loading…'}</Typography>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">No changes yet.</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>User</TableCell>
              <TableCell>Module</TableCell>
              <TableCell>Record</TableCell>
              <TableCell>Action</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>{dateTime(entry.at)}</TableCell>
                <TableCell>{entry.userEmail}</TableCell>
                <TableCell>{openable.get(entry.module) ?? entry.module}</TableCell>
                <TableCell>
                  {/* A link only where a record screen exists: not for files or the trail's own prunes. */}
                  {openable.has(entry.module) && /^\d+$/.test(entry.recordId) && entry.action !== 'delete' ? (
                    <Link component={RouterLink} to={recordRoute(entry.module, entry.recordId)}>
                      #{entry.recordId}
                    </Link>
                  ) : (
                    entry.recordId
                  )}
                </TableCell>
                <TableCell>{entry.action}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </HomeSection>
  );
}
