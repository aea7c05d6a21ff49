import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useSession, checkSession } from '@backoffice/auth';
import type { RowActionsConfig, RowLinkAction } from './types';

export interface RowActionsProps<T> {
  row: T;
  /** Accessible name of the row in icon labels, e.g. "Edit Summer promo". */
  rowLabel: string;
  actions: RowActionsConfig<T>;
  onDelete: (row: T) => void;
}

/** True when the session passes the (optional) permission. */
function useAllowed() {
  const state = useSession();
  return (permission: string | undefined) => permission === undefined || checkSession(state, { permission });
}

/** The view/edit/clone/delete icons of a row, each shown only with its permission. */
export function RowActions<T>({ row, rowLabel, actions, onDelete }: RowActionsProps<T>) {
  const allowed = useAllowed();
  const link = (name: string, action: RowLinkAction<T> | undefined, icon: ReactElement) =>
    action && allowed(action.permission) && !action.hidden?.(row) ? (
      <Tooltip title={name}>
        <IconButton component={Link} to={action.to(row)} aria-label={`${name} ${rowLabel}`} size="small">
          {icon}
        </IconButton>
      </Tooltip>
    ) : null;
  const remove = actions.delete;
  return (
    <>
      {actions.extra?.(row)}
      {link('View', actions.view, <VisibilityIcon fontSize="small" />)}
      {link('Edit', actions.edit, <EditIcon fontSize="small" />)}
      {link('Clone', actions.clone, <ContentCopyIcon fontSize="small" />)}
      {remove && allowed(remove.permission) && !remove.hidden?.(row) && (
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete ${rowLabel}`} onClick={() => onDelete(row)} size="small" color="error">
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </>
  );
}
