import IconButton from '@mui/material/IconButton';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useSession, checkSession } from '@backoffice/auth';
import type { RowActionsConfig, RowLinkAction, RowOperation } from './types';

/** Which icons the user may use, decided once per list rather than once per row. */
export interface RowPermissions {
  view: boolean;
  edit: boolean;
  clone: boolean;
  delete: boolean;
  restore: boolean;
  /** Per operation, in the config's order. */
  operations: boolean[];
}

export interface RowActionsProps<T> {
  row: T;
  permitted: RowPermissions;
  /** Accessible name of the row in icon labels, e.g. "Edit Summer promo". */
  rowLabel: string;
  actions: RowActionsConfig<T>;
  onDelete: (row: T) => void;
  onRestore: (row: T) => void;
  onOperation: (operation: RowOperation<T>, row: T) => void;
  disabled?: boolean;
}

const isDeleted = (row: unknown) => Boolean((row as { deletedAt?: unknown }).deletedAt);

/** Decides the row icons' permissions for the current session (re-renders when the session changes). */
export function useRowPermissions<T>(actions: RowActionsConfig<T> | undefined): RowPermissions {
  const state = useSession();
  const allowed = (action: { permission?: string } | undefined) =>
    Boolean(action) && (action?.permission === undefined || checkSession(state, { permission: action.permission }));
  return {
    view: allowed(actions?.view),
    edit: allowed(actions?.edit),
    clone: allowed(actions?.clone),
    delete: allowed(actions?.delete),
    restore: allowed(actions?.restore),
    operations: (actions?.operations ?? []).map(allowed),
  };
}

/** True when a row would show no icon at all (the column then stays empty for it). */
export function hasRowActions<T>(actions: RowActionsConfig<T>, permitted: RowPermissions): boolean {
  return permitted.view || permitted.edit || permitted.clone || permitted.delete || permitted.restore || permitted.operations.some(Boolean);
}

/**
 * The icons of a row, each shown only with its permission: the module's operations, then view / edit / clone /
 * delete — or only Restore for a soft-deleted row. Native `title` tooltips: a MUI Tooltip per icon costs too much
 * on long lists.
 */
export function RowActions<T>({ row, rowLabel, actions, permitted, onDelete, onRestore, onOperation, disabled }: RowActionsProps<T>) {
  if (isDeleted(row)) {
    return actions.restore && permitted.restore ? (
      <IconButton aria-label={`Restore ${rowLabel}`} title="Restore" onClick={() => onRestore(row)} size="small" disabled={disabled}>
        <RestoreFromTrashIcon fontSize="small" />
      </IconButton>
    ) : null;
  }
  const link = (name: string, action: RowLinkAction<T> | undefined, may: boolean, icon: ReactElement) =>
    action && may && !action.hidden?.(row) ? (
      <IconButton component={Link} to={action.to(row)} aria-label={`${name} ${rowLabel}`} title={name} size="small">
        {icon}
      </IconButton>
    ) : null;
  const remove = actions.delete;
  return (
    <>
      {(actions.operations ?? []).map((operation, index) =>
        !permitted.operations[index] || operation.hidden?.(row) ? null : operation.to ? (
          <IconButton key={operation.label} component={Link} to={operation.to(row)} aria-label={`${operation.label} ${rowLabel}`} title={operation.label} size="small">
            {operation.icon}
          </IconButton>
        ) : (
          <IconButton key={operation.label} aria-label={`${operation.label} ${rowLabel}`} title={operation.label} onClick={() => onOperation(operation, row)} size="small" disabled={disabled}>
            {operation.icon}
          </IconButton>
        ),
      )}
      {link('View', actions.view, permitted.view, <VisibilityIcon fontSize="small" />)}
      {link('Edit', actions.edit, permitted.edit, <EditIcon fontSize="small" />)}
      {link('Clone', actions.clone, permitted.clone, <ContentCopyIcon fontSize="small" />)}
      {remove && permitted.delete && !remove.hidden?.(row) && (
        <IconButton aria-label={`Delete ${rowLabel}`} title="Delete" onClick={() => onDelete(row)} size="small" color="error" disabled={disabled}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </>
  );
}
