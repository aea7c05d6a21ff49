import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@backoffice/auth';
import { warmRemote } from '../federation/remotes';
import type { ModuleEntry } from '../modules';
import { menuModules } from '../signed-in/menu-modules';
import { recentModulePaths } from './recent-modules';
import { RecentChanges, ScheduleSections } from './ScheduleSections';
import { ScheduleWeek } from './ScheduleWeek';
import { UpcomingCampaigns } from './UpcomingCampaigns';
import { useScheduleView } from './schedule-view';

/**
 * /: the operational home — the modules this user opened last (quick access), what is live now, starts or ends in the
 * next days (as lists, or as a week: the choice is remembered), the upcoming campaigns and (for holders of
 * history.index) the recent changes. Every module is in the menu (and Ctrl+K): no card per module repeats it.
 */
export function HomePage() {
  const user = useSession((state) => state.user);
  const entries = menuModules(useSession((state) => state.sidebarMenu));
  const [view, setView] = useScheduleView();
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        Home
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {user ? `Hello ${user.firstName}, ` : ''}
        {entries.length} modules are open to you.
      </Typography>
      {user && <RecentModules userId={user.id} entries={entries} />}
      <ToggleButtonGroup exclusive size="small" value={view} onChange={(_event, next: 'list' | 'week' | null) => next && setView(next)} aria-label="Schedule view" sx={{ mb: 2 }}>
        <ToggleButton value="list">List</ToggleButton>
        <ToggleButton value="week">Week</ToggleButton>
      </ToggleButtonGroup>
      {view === 'week' ? <ScheduleWeek /> : <ScheduleSections />}
      <UpcomingCampaigns />
      <RecentChanges />
    </Box>
  );
}

const CARD_GRID_SX = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gridAutoRows: '1fr', mb: 3 } as const;
const CARD_AREA_SX = { height: '100%', display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start' } as const;

/** Cards for the modules this user opened last (and may still open), newest first; nothing before the first visit. */
function RecentModules({ userId, entries }: { userId: number; entries: readonly ModuleEntry[] }) {
  const navigate = useNavigate();
  const [paths] = useState(() => recentModulePaths(userId));
  const open = new Map(entries.map((e) => [e.path, e]));
  const recent = paths.map((p) => open.get(p)).filter((e): e is ModuleEntry => e !== undefined);
  if (recent.length === 0) return null;
  return (
    <>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 500, mb: 1 }}>
        Recently opened
      </Typography>
      {/* Cards are buttons, not links: the side menu holds the one link per module that tests and screen readers rely on. */}
      <Box component="section" aria-label="Quick access" sx={CARD_GRID_SX}>
        {recent.map((entry) => (
          // Every row as tall as its tallest card (gridAutoRows), every card filling its cell.
          <Card key={entry.path} variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea onClick={() => navigate(entry.path)} onMouseEnter={() => void warmRemote(entry.target)} sx={CARD_AREA_SX}>
              <CardContent>
                <Typography variant="subtitle1" component="span" sx={{ fontWeight: 500, display: 'block' }}>
                  {entry.label}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                  {entry.path}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </>
  );
}
