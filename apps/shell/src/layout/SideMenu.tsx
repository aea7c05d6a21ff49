import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useMemo, useRef, useState, type MouseEvent } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { useSession } from '@backoffice/auth';
import type { ModuleEntry } from '../modules';
import { warmRemote } from '../federation/remotes';
import { menuModules } from '../signed-in/menu-modules';
import { filterModules } from './module-filter';

type Follow = (event: MouseEvent<HTMLAnchorElement>) => void;

const LINK_TEXT_SLOTS = { primary: { variant: 'body2' } } as const;
const linkSx = (active: boolean) => ({ py: 0.5, borderLeft: 3, borderColor: active ? 'primary.main' : 'transparent' });

/** Is `path` the screen at `pathname` or one of its pages (a NavLink's "active", without a router subscription)? */
const isActive = (path: string, pathname: string) => matchPath({ path, end: false }, pathname) !== null;

interface MenuLinkProps {
  path: string;
  label: string;
  active: boolean;
  onFollow: Follow;
  /** Starts downloading the module's code (a remote's entry); none for the shell's own screens. */
  onWarm?: () => void;
}

/**
 * One menu entry: a plain link that the menu follows itself. Memoised on plain values, and subscribed to nothing:
 * a navigation re-renders only the entries whose active state changed (the menu holds some 40 of them, each about
 * 17 components, and a router link re-renders with every change of the address, a list's tab or search included).
 */
const MenuLink = memo(function MenuLink({ path, label, active, onFollow, onWarm }: MenuLinkProps) {
  // A list holds only list items: the link sits inside its <li>.
  return (
    <ListItem disablePadding>
      <ListItemButton
        component="a"
        href={path}
        onClick={onFollow}
        aria-current={active ? 'page' : undefined}
        selected={active}
        onMouseEnter={onWarm}
        onFocus={onWarm}
        sx={linkSx(active)}
      >
        <ListItemText primary={label} slotProps={LINK_TEXT_SLOTS} />
      </ListItemButton>
    </ListItem>
  );
});

/** A remote's entry: intent to open the module starts downloading it, so the click paints without a loading bar. */
const ModuleLink = memo(function ModuleLink({ entry, active, onFollow }: { entry: ModuleEntry; active: boolean; onFollow: Follow }) {
  const warm = useCallback(() => void warmRemote(entry.target), [entry.target]);
  return <MenuLink path={entry.path} label={entry.label} active={active} onFollow={onFollow} onWarm={warm} />;
});

/**
 * Follows a menu link inside the app, as a router link would: a plain left click navigates (replacing the entry when
 * it leads where the user already is), a click with a modifier or another button is the browser's (a new tab).
 * Stable across renders, so the memoised entries keep it.
 */
function useFollowLink(): Follow {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ navigate, here: location.pathname + location.search });
  latest.current = { navigate, here: location.pathname + location.search };
  return useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const to = event.currentTarget.getAttribute('href');
    if (!to) return;
    event.preventDefault();
    void latest.current.navigate(to, { replace: latest.current.here === to });
  }, []);
}

/** The filter box; memoised, as the menu re-renders with every navigation. */
const MenuFilter = memo(function MenuFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      type="search"
      size="small"
      placeholder="Filter menu"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && value !== '') {
          // Clears the box only; a drawer around it stays open.
          event.stopPropagation();
          onChange('');
        }
      }}
      slotProps={{ htmlInput: { 'aria-label': 'Filter menu' } }}
      sx={{ px: 1.5, py: 1, width: '100%' }}
    />
  );
});

/**
 * The side menu: only the modules this user may use (the session's derived sidebarMenu), in the spec's order,
 * the four App Setting entries under their own heading. Links, so Tab/Enter and the browser's own keys work.
 * A filter box on top narrows the entries by label as one types (order kept); Escape clears it.
 * The menu alone reads the address; each entry gets its active state as a plain value.
 */
export function SideMenu() {
  const [query, setQuery] = useState('');
  const sidebarMenu = useSession((state) => state.sidebarMenu);
  const { pathname } = useLocation();
  const follow = useFollowLink();
  const entries = useMemo(() => filterModules(menuModules(sidebarMenu), query), [sidebarMenu, query]);
  const main = useMemo(() => entries.filter((e) => e.group === 'main'), [entries]);
  const appSetting = useMemo(() => entries.filter((e) => e.group === 'app-setting'), [entries]);
  // The shell's own App Setting screen, for super admins only (the API refuses anyone else too).
  const showModules = useSession((state) => state.allPermissions) && 'modules'.includes(query.trim().toLowerCase());
  return (
    <nav aria-label="Main menu">
      <MenuFilter value={query} onChange={setQuery} />
      {entries.length === 0 && (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ px: 2, py: 1 }}>
          No module matches “{query.trim()}”.
        </Typography>
      )}
      {main.length > 0 && (
        <List dense disablePadding>
          {main.map((entry) => (
            <ModuleLink key={entry.path} entry={entry} active={isActive(entry.path, pathname)} onFollow={follow} />
          ))}
        </List>
      )}
      {(appSetting.length > 0 || showModules) && (
        <>
          {/* The heading names the list but sits outside it: a <ul> may hold only <li>. */}
          <ListSubheader id="app-setting-heading" component="h2" sx={{ lineHeight: '36px', mt: 1 }}>
            App Setting
          </ListSubheader>
          <List dense disablePadding aria-labelledby="app-setting-heading">
            {appSetting.map((entry) => (
              <ModuleLink key={entry.path} entry={entry} active={isActive(entry.path, pathname)} onFollow={follow} />
            ))}
            {showModules && <MenuLink path="/modules" label="Modules" active={isActive('/modules', pathname)} onFollow={follow} />}
          </List>
        </>
      )}
    </nav>
  );
}
