// The actions of one tile (its ⋮ button). Built on Popover + buttons rather than Menu + MenuItem: with MUI
// shared by sub-path, the host may provide Menu while this remote provides MenuItem, and the two would then
// hold different copies of MUI's internal MenuList context (MenuItem throws without it).
import { standardFolders, type FileEntry } from '@backoffice/validation';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Popover from '@mui/material/Popover';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { FilePermissions } from './use-file-permissions';

export type EntryAction = 'open' | 'copy_link' | 'rename' | 'move' | 'delete' | 'info';

export interface EntryMenuProps {
  target: { entry: FileEntry; anchor: HTMLElement } | null;
  can: FilePermissions;
  onAction: (action: EntryAction, entry: FileEntry) => void;
  onClose: () => void;
}

/** The standard folders other modules upload into: the server refuses to rename or delete them. */
export const isStandardFolder = (entry: FileEntry) => entry.isDir && standardFolders().includes(entry.id);

/** The actions offered for entry: changes only where the user may make them and the server allows them. */
export function entryActions(entry: FileEntry, can: FilePermissions): [EntryAction, string][] {
  const fixed = isStandardFolder(entry);
  const offered: [EntryAction, string, boolean][] = [
    ['open', 'Open', true],
    ['copy_link', 'Copy link', !entry.isDir],
    ['rename', 'Rename', !fixed && can.update],
    // Moving without a mouse: a folder chooser.
    ['move', 'Move to…', !fixed && can.update],
    ['delete', 'Delete', !fixed && can.delete],
    ['info', 'Info', true],
  ];
  return offered.filter(([, , shown]) => shown).map(([action, label]) => [action, label]);
}

export function EntryMenu({ target, can, onAction, onClose }: EntryMenuProps) {
  const list = useRef<HTMLDivElement>(null);
  const entry = target?.entry;

  useEffect(() => {
    if (target) requestAnimationFrame(() => list.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
  }, [target]);

  // Arrow keys move between items, as in any menu.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = (index + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
    items[next]?.focus();
  };

  return (
    <Popover
      open={Boolean(target)}
      anchorEl={target?.anchor ?? null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box ref={list} role="menu" aria-label={entry ? `Actions for ${entry.name}` : undefined} onKeyDown={onKeyDown} sx={{ py: 1, minWidth: 160 }}>
        {entry &&
          entryActions(entry, can).map(([action, label]) => (
            <ButtonBase
              key={action}
              role="menuitem"
              onClick={() => {
                onClose();
                onAction(action, entry);
              }}
              sx={{
                display: 'flex',
                width: '100%',
                justifyContent: 'flex-start',
                px: 2,
                py: 0.75,
                typography: 'body1',
                '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
              }}
            >
              {label}
            </ButtonBase>
          ))}
      </Box>
    </Popover>
  );
}
