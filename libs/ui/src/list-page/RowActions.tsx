import { useMemo, type ReactNode } from 'react';
import { useSession, checkSession } from '@backoffice/auth';
import { LEAN } from './lean-table';
import { ROW_ICONS } from './row-icons';
import type { RowLinks } from './row-links';
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
  /** Resolves and follows the row links (useRowLinks, once per list). */
  links: RowLinks;
  disabled?: boolean;
}

const isDeleted = (row: unknown) => Boolean((row as { deletedAt?: unknown }).deletedAt);

/** Decides the row icons' permissions for the current session (re-renders when the session changes). */
export function useRowPermissions<T>(actions: RowActionsConfig<T> | undefined): RowPermissions {
  const state = useSession();
  return useMemo(() => {
    const allowed = (action: { permission?: string; anyOf?: readonly string[] } | undefined) =>
      Boolean(action) &&
      (action?.permission !== undefined
        ? checkSession(state, { permission: action.permission })
        : action?.anyOf === undefined || action.anyOf.length === 0 || checkSession(state, { anyOf: action.anyOf }));
    return {
      view: allowed(actions?.view),
      edit: allowed(actions?.edit),
      clone: allowed(actions?.clone),
      delete: allowed(actions?.delete),
      restore: allowed(actions?.restore),
      operations: (actions?.operations ?? []).map(allowed),
    };
  }, [state, actions]);
}

/** True when a row would show no icon at all (the column then stays empty for it). */
export function hasRowActions<T>(actions: RowActionsConfig<T>, permitted: RowPermissions): boolean {
  return permitted.view || permitted.edit || permitted.clone || permitted.delete || permitted.restore || permitted.operations.some(Boolean);
}

/**
 * The icons of a row, each shown only with its permission: the module's operations, then view / edit / clone /
 * delete — or only Restore for a soft-deleted row. Plain links and buttons styled by the table (lean-table.ts)
 * with native `title` tooltips: a MUI IconButton and Tooltip per icon cost too much on long lists.
 */
export function RowActions<T>({ row, rowLabel, actions, permitted, onDelete, onRestore, onOperation, links, disabled }: RowActionsProps<T>) {
  if (isDeleted(row)) {
    return actions.restore && permitted.restore ? (
      <button type="button" className={LEAN.icon} aria-label={`Restore ${rowLabel}`} title="Restore" onClick={() => onRestore(row)} disabled={disabled}>
        {ROW_ICONS.restore}
      </button>
    ) : null;
  }
  const anchor = (key: string, to: string, label: string, title: string, icon: ReactNode) => (
    <a key={key} className={LEAN.icon} href={links.href(to)} onClick={(event) => links.follow(event, to)} aria-label={label} title={title}>
      {icon}
    </a>
  );
  const link = (name: string, action: RowLinkAction<T> | undefined, may: boolean, icon: ReactNode) =>
    action?.to && may && !action.hidden?.(row) ? anchor(name, action.to(row), `${name} ${rowLabel}`, name, icon) : null;
  // One screen that edits or shows read-only by permission (update/{id}): whoever may edit gets only Edit.
  const sameScreen = permitted.edit && actions.edit?.to && actions.view?.to && actions.edit.to(row) === actions.view.to(row) && !actions.edit.hidden?.(row);
  const remove = actions.delete;
  return (
    <>
      {(actions.operations ?? []).map((operation, index) =>
        !permitted.operations[index] || operation.hidden?.(row) ? null : operation.to ? (
          anchor(operation.label, operation.to(row), `${operation.label} ${rowLabel}`, operation.label, operation.icon)
        ) : (
          <button type="button" key={operation.label} className={LEAN.icon} aria-label={`${operation.label} ${rowLabel}`} title={operation.label} onClick={() => onOperation(operation, row)} disabled={disabled}>
            {operation.icon}
          </button>
        ),
      )}
      {link('View', actions.view, permitted.view && !sameScreen, ROW_ICONS.view)}
      {link('Edit', actions.edit, permitted.edit, ROW_ICONS.edit)}
      {link('Clone', actions.clone, permitted.clone, ROW_ICONS.clone)}
      {remove && permitted.delete && !remove.hidden?.(row) && (
        <button type="button" className={`${LEAN.icon} ${LEAN.iconError}`} aria-label={`Delete ${rowLabel}`} title="Delete" onClick={() => onDelete(row)} disabled={disabled}>
          {ROW_ICONS.delete}
        </button>
      )}
    </>
  );
}
