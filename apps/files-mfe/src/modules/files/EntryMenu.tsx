import type { FileEntry } from '@backoffice/validation';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export type EntryAction = 'open' | 'copy_link' | 'rename' | 'delete' | 'info';

export interface EntryMenuProps {
  target: { entry: FileEntry; anchor: HTMLElement } | null;
  onAction: (action: EntryAction, entry: FileEntry) => void;
  onClose: () => void;
}

/** The actions of one tile (its ⋮ button). */
export function EntryMenu({ target, onAction, onClose }: EntryMenuProps) {
  const entry = target?.entry;
  const items: [EntryAction, string][] = entry
    ? [
        ['open', 'Open'],
        ...(entry.isDir ? [] : ([['copy_link', 'Copy link']] as [EntryAction, string][])),
        ['rename', 'Rename'],
        ['delete', 'Delete'],
        ['info', 'Info'],
      ]
    : [];
  return (
    <Menu anchorEl={target?.anchor ?? null} open={Boolean(target)} onClose={onClose}>
      {items.map(([action, label]) => (
        <MenuItem
          key={action}
          onClick={() => {
            onClose();
            if (entry) onAction(action, entry);
          }}
        >
          {label}
        </MenuItem>
      ))}
    </Menu>
  );
}
