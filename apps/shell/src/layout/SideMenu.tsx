import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { NavLink, useMatch } from 'react-router';
import { useSession } from '@backoffice/auth';
import type { ModuleEntry } from '../modules';
import { warmRemote } from '../federation/remotes';
import { menuModules } from '../signed-in/menu-modules';
import { filterModules } from './module-filter';

function MenuLink({ entry }: { entry: ModuleEntry }) {
  const active = useMatch({ path: entry.path, end: false }) !== null;
  // Intent to open a module starts downloading it, so the click paints without a loading bar.
  const warm = () => void warmRemote(entry.target);
  // A list holds only list items: the link sits inside its <li>.
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={entry.path}
        selected={active}
        onMouseEnter={warm}
        onFocus={warm}
        sx={{ py: 0.5, borderLeft: 3, borderColor: active ? 'primary.main' : 'transparent' }}
      >
        <ListItemText primary={entry.label} slotProps={{ primary: { variant: 'body2' } }} />
      </ListItemButton>
    </ListItem>
  );
}

/** A menu entry for a screen of the shell itself (no remote to warm). */
function ShellLink({ path, label }: { path: string; label: string }) {
  const active = useMatch({ path, end: false }) !== null;
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={path} selected={active} sx={{ py: 0.5, borderLeft: 3, borderColor: active ? 'primary.main' : 'transparent' }}>
        <ListItemText primary={label} slotProps={{ primary: { variant: 'body2' } }} />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The side menu: only the modules this user may use (the session's derived sidebarMenu), in the spec's order,
 * the four App Setting entries under their own heading. Links, so Tab/Enter and the browser's own keys work.
 * A filter box on top narrows the entries by label as one types (order kept); Escape clears it.
 */
export function SideMenu() {
  const [query, setQuery] = useState('');
  const entries = filterModules(menuModules(useSession((state) => state.sidebarMenu)), query);
  const main = entries.filter((e) => e.group === 'main');
  const appSetting = entries.filter((e) => e.group === 'app-setting');
  // The shell's own App Setting screen, for super admins only (the API refuses anyone else too).
  const showModules = useSession((state) => state.allPermissions) && 'modules'.includes(query.trim().toLowerCase());
  return (
    <nav aria-label="Main menu">
      <TextField
        type="search"
        size="small"
        placeholder="Filter menu"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && query !== '') {
            // Clears the box only; a drawer around it stays open.
            event.stopPropagation();
            setQuery('');
          }
        }}
        slotProps={{ htmlInput: { 'aria-label': 'Filter menu' } }}
        sx={{ px: 1.5, py: 1, width: '100%' }}
      />
      {entries.length === 0 && (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ px: 2, py: 1 }}>
          No module matches “{query.trim()}”.
        </Typography>
      )}
      {main.length > 0 && (
        <List dense disablePadding>
          {main.map((entry) => (
            <MenuLink key={entry.path} entry={entry} />
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
              <MenuLink key={entry.path} entry={entry} />
            ))}
            {showModules && <ShellLink path="/modules" label="Modules" />}
          </List>
        </>
      )}
    </nav>
  );
}
