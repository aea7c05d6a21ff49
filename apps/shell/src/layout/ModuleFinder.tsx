import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { findRecordsQueryOptions, type FoundRecord } from '@backoffice/api/query';
import { useSession } from '@backoffice/auth';
import { warmRemote } from '../federation/remotes';
import { menuModules } from '../signed-in/menu-modules';
import type { ModuleEntry } from '../modules';
import { filterModules } from './module-filter';
import { recordRoute } from './record-routes';

/** How long typing must pause before the records are searched: one request per pause, not per key. */
export const FINDER_DEBOUNCE_MS = 250;

/** The value once it has stayed the same for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

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
 * permission rules as the menu and the route guards) and, from two typed characters on, the records of those
 * modules whose list search matches (GET /schedule/find: one request once typing pauses), grouped under their
 * module. Keyboard only: type to filter, ArrowUp/Down to move through every group, Enter opens (a record on its
 * edit or read-only screen as the user's permissions allow), Escape closes; MUI's dialog gives focus back to where it
 * was. A combobox with a grouped listbox and aria-activedescendant, so focus stays in the box while the highlighted
 * option is announced.
 */
export function ModuleFinder({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="module-finder-title" sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}>
      {/* Mounted only while open: every opening starts with an empty box and the first entry highlighted. */}
      {open && <FinderBody onClose={onClose} />}
    </Dialog>
  );
}

/** One line of the list: a module, or a record under its module. */
type FinderOption = { kind: 'module'; entry: ModuleEntry; path: string } | { kind: 'record'; entry: ModuleEntry; record: FoundRecord; path: string };
interface FinderGroup {
  key: string;
  title: string;
  options: FinderOption[];
}

/** The records grouped under their modules, in the menu's order; modules the menu does not offer are left out. */
function recordGroups(entries: readonly ModuleEntry[], records: readonly FoundRecord[]): FinderGroup[] {
  return entries.flatMap((entry) => {
    const found = records.filter((record) => `/${record.module}` === entry.path);
    if (found.length === 0) return [];
    const more = found[0].moduleTotal > found.length ? ` (${found.length} of ${found[0].moduleTotal})` : '';
    return [{ key: entry.path, title: `${entry.label}${more}`, options: found.map((record) => ({ kind: 'record' as const, entry, record, path: recordRoute(record.module, record.key) })) }];
  });
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
  const settled = useDebounced(query.trim(), FINDER_DEBOUNCE_MS);
  const searching = settled.length >= 2;
  const found = useQuery({ ...findRecordsQueryOptions(settled), enabled: searching });
  // Records shown only for what is still typed: a stale answer must not sit under a newer query.
  const records = searching && settled === query.trim() ? (found.data?.items ?? []) : [];
  const groups: FinderGroup[] = [
    ...(matches.length > 0 ? [{ key: 'modules', title: 'Modules', options: matches.map((entry) => ({ kind: 'module' as const, entry, path: entry.path })) }] : []),
    ...recordGroups(all, records),
  ];
  const options = groups.flatMap((group) => group.options);
  const current = Math.min(active, Math.max(options.length - 1, 0));
  const optionId = (i: number) => `${listId}-option-${i}`;
  const openOption = (option: FinderOption | undefined) => {
    if (!option) return;
    onClose();
    navigate(option.path);
  };
  const move = (by: number) => {
    if (options.length === 0) return;
    const next = (current + by + options.length) % options.length;
    setActive(next);
    void warmRemote(options[next].entry.target);
  };
  const pending = query.trim().length >= 2 && (settled !== query.trim() || found.isFetching);
  const indexOf = new Map(options.map((option, i) => [option, i]));
  return (
    <>
      <DialogTitle id="module-finder-title" sx={{ pb: 1 }}>
        Find a module
      </DialogTitle>
      <TextField
        autoFocus
        type="search"
        size="small"
        placeholder="Type a module or record name"
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
            openOption(options[current]);
          }
        }}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-label': 'Module name',
            'aria-expanded': true,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': options.length > 0 ? optionId(current) : undefined,
          },
        }}
        // Not the theme's full width: with the side margins that was wider than the dialog and cut the clear button off.
        sx={{ mx: 3, mb: 1, width: 'auto' }}
      />
      <Box role="status" sx={{ px: 3, '&:empty': { display: 'none' } }}>
        {matches.length === 0 && (
          <Typography color="text.secondary" sx={{ pb: 1 }}>
            No module matches “{query.trim()}”.
          </Typography>
        )}
        {pending ? (
          <Typography variant="body2" color="text.secondary" sx={{ pb: 1 }}>
            Searching records…
          </Typography>
        ) : searching && found.isError ? (
          <Typography variant="body2" color="text.secondary" sx={{ pb: 1 }}>
            The records could not be searched.
          </Typography>
        ) : searching && found.data && records.length === 0 && matches.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ pb: 1 }}>
            No record matches either.
          </Typography>
        ) : null}
      </Box>
      {options.length > 0 && (
        <Box id={listId} role="listbox" aria-label="Modules and records" sx={{ maxHeight: 420, overflowY: 'auto', pb: 2 }}>
          {groups.map((group) => (
            <Box key={group.key} role="group" aria-labelledby={`${listId}-${group.key}`}>
              <Typography id={`${listId}-${group.key}`} variant="overline" color="text.secondary" component="div" sx={{ px: 3, lineHeight: 2.2 }}>
                {group.title}
              </Typography>
              {group.options.map((option) => {
                const i = indexOf.get(option)!;
                return (
                  <Box
                    key={option.path + (option.kind === 'record' ? `#${option.record.key}` : '')}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === current}
                    // Mouse users may click too; the keyboard never has to leave the box.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => openOption(option)}
                    ref={i === current ? (node: HTMLDivElement | null) => node?.scrollIntoView?.({ block: 'nearest' }) : undefined}
                    sx={{ px: 3, py: 0.75, cursor: 'pointer', bgcolor: i === current ? 'action.selected' : undefined, display: 'flex', justifyContent: 'space-between', gap: 2 }}
                  >
                    {option.kind === 'module' ? (
                      <>
                        <span>{option.entry.label}</span>
                        <Typography component="span" variant="caption" color="text.secondary">
                          {option.entry.group === 'app-setting' ? 'App Setting' : option.entry.path}
                        </Typography>
                      </>
                    ) : (
                      <>
                        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                          {option.record.name}
                        </Box>
                        <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                          {option.path}
                        </Typography>
                      </>
                    )}
                  </Box>
                );
              })}
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}
