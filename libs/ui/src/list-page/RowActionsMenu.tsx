import type { MouseEvent } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ShownAction } from './RowActions';
import type { RowLinks } from './row-links';

const ICON_SX = { '& svg': { width: 20, height: 20, fill: 'currentColor' } } as const;
const ERROR_ICON_SX = { ...ICON_SX, color: 'error.main' } as const;

export interface RowActionsMenuProps {
  id: string;
  anchor: HTMLElement;
  actions: readonly ShownAction[];
  links: RowLinks;
  disabled?: boolean;
  onClose: () => void;
}

/** The menu of a phone row's "More actions": the same actions as the icons, as menu items (arrow keys, Enter, Escape). */
export function RowActionsMenu({ id, anchor, actions, links, disabled, onClose }: RowActionsMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
      {actions.map((action) => {
        const content = (
          <>
            <ListItemIcon sx={action.error ? ERROR_ICON_SX : ICON_SX}>{action.icon}</ListItemIcon>
            {action.title}
          </>
        );
        const to = action.to;
        return to !== undefined ? (
          <MenuItem
            key={action.key}
            component="a"
            href={links.href(to)}
            aria-label={action.label}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              links.follow(event, to);
              onClose();
            }}
          >
            {content}
          </MenuItem>
        ) : (
          <MenuItem
            key={action.key}
            aria-label={action.label}
            disabled={disabled}
            sx={action.error ? { color: 'error.main' } : undefined}
            onClick={() => {
              onClose();
              action.onClick?.();
            }}
          >
            {content}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
