import IconButton from '@mui/material/IconButton';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useSession, checkSession } from '@backoffice/auth';
import type { RowActionsConfig, RowLinkAction } from './types';

/** Which standard icons the user may use, decided once per list rather than once per row. */
export interface RowPermissions {
  view: boolean;
  edit: boolean;
  clone: boolean;
  delete: boolean;
}

export interface RowActionsProps<T> {
  row: T;
  permitted: RowPermissions;
  /** Accessible name of the row in icon labels, e.g. "Edit Summer promo". */
  rowLabel: string;
  actions: RowActionsConfig<T>;
  onDelete: (row: T) => void;
}

/** Decides the row icons' permissions for the current session (re-renders when the session changes). */
export function useRowPermissions<T>(actions: RowActionsConfig<T> | undefined): RowPermissions {
  const state = useSession();
  const allowed = (action: { permission?: string } | undefined) =>
    Boolean(action) && (action?.permission === undefined || checkSession(state, { permission: action.permission }));
  return { view: allowed(actions?.view), edit: allowed(actions?.edit), clone: allowed(actions?.clone), delete: allowed(actions?.delete) };
}

/**
 * The view/edit/clone/delete icons of a row, each shown only with its permission. Native `title` tooltips:
 * a MUI Tooltip per icon costs too much on long lists.
 */
export function RowActions<T>({ row, rowLabel, actions, permitted, onDelete }: RowActionsProps<T>) {
  const link = (name: string, action: RowLinkAction<T> | undefined, may: boolean, icon: ReactElement) =>
    action && may && !action.hidden?.(row) ? (
      <IconButton component={Link} to={action.to(row)} aria-label={`${name} ${rowLabel}`} title={name} size="small">
        {icon}
      </IconButton>
    ) : null;
  const remove = actions.delete;
  return (
    <>
      {actions.extra?.(row)}
      {link('View', actions.view, permitted.view, <VisibilityIcon fontSize="small" />)}
      {link('Edit', actions.edit, permitted.edit, <EditIcon fontSize="small" />)}
      {link('Clone', actions.clone, permitted.clone, <ContentCopyIcon fontSize="small" />)}
      {remove && permitted.delete && !remove.hidden?.(row) && (
        <IconButton aria-label={`Delete ${rowLabel}`} title="Delete" onClick={() => onDelete(row)} size="small" color="error">
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </>
  );
}
