import { useEffect, useId, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useSession } from '@backoffice/auth';
import { warmRemote } from '../federation/remotes';
import { menuModules } from '../signed-in/menu-modules';
import type { ModuleEntry } from '../modules';
import { filterModules } from './module-filter';

/** Ctrl+K (⌘K on a Mac) anywhere in the signed-in frame: the finder opens, or closes when already open. */
export function useFinderShortcut(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        // The browser's own Ctrl+K (search bar) would take focus away.
        event.preventDefault();
        setOpen((was) => !was);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return [open, setOpen];
}

/**
 * The module finder: a dialog over the modules this user may open (the session's sidebar menu, so the same
 * permission rules as the menu and the route guards). Keyboard only: type to filter, ArrowUp/Down to move,
 * Enter opens, Escape closes; MUI's dialog gives focus back to where it was. A combobox with a listbox and
 * aria-activedescendant, so focus stays in the box while the highlighted option is announced.
 */
export function ModuleFinder({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="module-finder-title" sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}>
      {/* Mounted only while open: every opening starts with an empty box and the first entry highlighted. */}
      {open && <FinderBody onClose={onClose} />}
    </Dialog>
  );
}

function FinderBody({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const entries = menuModules(useSession((state) => state.sidebarMenu));
  // The menu's order: the main entries, then App Setting.
  const all = [...entries.filter((e) => e.group === 'main'), ...entries.filter((e) => e.group === 'app-setting')];
  const matches = filterModules(all, query);
  const current = Math.min(active, Math.max(matches.length - 1, 0));
  const optionId = (i: number) => `${listId}-option-${i}`;
  const openEntry = (entry: ModuleEntry | undefined) => {
    if (!entry) return;
    onClose();
    navigate(entry.path);
  };
  const move = (by: number) => {
    if (matches.length === 0) return;
    const next = (current + by + matches.length) % matches.length;
    setActive(next);
    void warmRemote(matches[next].target);
  };
  return (
    <>
      <DialogTitle id="module-finder-title" sx={{ pb: 1 }}>
        Find a module
      </DialogTitle>
      <TextField
        autoFocus
        type="search"
        size="small"
        placeholder="Type a module name"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            move(1);
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            move(-1);
          } else if (event.key === 'Enter') {
            event.preventDefault();
            openEntry(matches[current]);
          }
        }}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-label': 'Module name',
            'aria-expanded': true,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': matches.length > 0 ? optionId(current) : undefined,
          },
        }}
        sx={{ mx: 3, mb: 1 }}
      />
      {matches.length === 0 ? (
        <Typography role="status" color="text.secondary" sx={{ px: 3, pb: 2 }}>
          No module matches “{query.trim()}”.
        </Typography>
      ) : (
        <List id={listId} role="listbox" aria-label="Modules" dense sx={{ maxHeight: 360, overflowY: 'auto', pb: 2 }}>
          {matches.map((entry, i) => (
            <ListItem
              key={entry.path}
              id={optionId(i)}
              role="option"
              aria-selected={i === current}
              // Mouse users may click too; the keyboard never has to leave the box.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => openEntry(entry)}
              ref={i === current ? (node) => node?.scrollIntoView?.({ block: 'nearest' }) : undefined}
              sx={{ px: 3, cursor: 'pointer', bgcolor: i === current ? 'action.selected' : undefined, display: 'flex', justifyContent: 'space-between', gap: 2 }}
            >
              <span>{entry.label}</span>
              <Typography component="span" variant="caption" color="text.secondary">
                {entry.group === 'app-setting' ? 'App Setting' : entry.path}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
