import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
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

/**
 * Decides the row icons' permissions for the current session. Only the answers are subscribed to (one string of
 * 0 and 1), so a session change that grants nothing new (a remembered tab, a renewed token) re-renders no row.
 */
export function useRowPermissions<T>(actions: RowActionsConfig<T> | undefined): RowPermissions {
  const answers = useSession((state) => {
    const allowed = (action: { permission?: string; anyOf?: readonly string[] } | undefined) =>
      Boolean(action) &&
      (action?.permission !== undefined
        ? checkSession(state, { permission: action.permission })
        : action?.anyOf === undefined || action.anyOf.length === 0 || checkSession(state, { anyOf: action.anyOf }));
    const icons = [actions?.view, actions?.edit, actions?.clone, actions?.delete, actions?.restore, ...(actions?.operations ?? [])];
    return icons.map((action) => (allowed(action) ? '1' : '0')).join('');
  });
  return useMemo(() => {
    const [view, edit, clone, remove, restore, ...operations] = [...answers].map((answer) => answer === '1');
    return { view: Boolean(view), edit: Boolean(edit), clone: Boolean(clone), delete: Boolean(remove), restore: Boolean(restore), operations };
  }, [answers]);
}

/** True when a row would show no icon at all (the column then stays empty for it). */
export function hasRowActions<T>(actions: RowActionsConfig<T>, permitted: RowPermissions): boolean {
  return permitted.view || permitted.edit || permitted.clone || permitted.delete || permitted.restore || permitted.operations.some(Boolean);
}

// The menu's MUI parts load with the first menu opened: a phone's list needs them only when one is opened.
const RowActionsMenu = lazy(() => import('./RowActionsMenu').then((m) => ({ default: m.RowActionsMenu })));

/** One icon of a row as the row and its phone menu show it. */
export interface ShownAction {
  key: string;
  /** Accessible name, naming the row: "Edit Summer promo". */
  label: string;
  /** What the icon says (its tooltip, the menu item's text): "Edit". */
  title: string;
  icon: ReactNode;
  /** A link (relative to the list route), else a button. */
  to?: string;
  onClick?: () => void;
  error?: boolean;
}

/** Icons a phone-width row shows at most: past it, the first stays and the rest go behind "More actions". */
const PHONE_ROW_ICONS = 2;

/**
 * The icons of a row, each shown only with its permission: the module's operations, then view / edit / clone /
 * delete — or only Restore for a soft-deleted row. Plain links and buttons styled by the table (lean-table.ts)
 * with native `title` tooltips: a MUI IconButton and Tooltip per icon cost too much on long lists. Below 600 px a
 * row with more than PHONE_ROW_ICONS icons keeps its first and folds the others into a "More actions" menu, so a
 * row's actions fit a phone (the menu is mounted only while open).
 */
export function RowActions<T>({ row, rowLabel, actions, permitted, onDelete, onRestore, onOperation, links, disabled }: RowActionsProps<T>) {
  const shown: ShownAction[] = [];
  if (isDeleted(row)) {
    if (actions.restore && permitted.restore) shown.push({ key: 'restore', label: `Restore ${rowLabel}`, title: 'Restore', icon: ROW_ICONS.restore, onClick: () => onRestore(row) });
  } else {
    (actions.operations ?? []).forEach((operation, index) => {
      if (!permitted.operations[index] || operation.hidden?.(row)) return;
      const common = { key: operation.label, label: `${operation.label} ${rowLabel}`, title: operation.label, icon: operation.icon };
      shown.push(operation.to ? { ...common, to: operation.to(row) } : { ...common, onClick: () => onOperation(operation, row) });
    });
    const link = (name: string, action: RowLinkAction<T> | undefined, may: boolean, icon: ReactNode) => {
      if (action?.to && may && !action.hidden?.(row)) shown.push({ key: name, label: `${name} ${rowLabel}`, title: name, icon, to: action.to(row) });
    };
    // One screen that edits or shows read-only by permission (update/{id}): whoever may edit gets only Edit.
    const sameScreen = permitted.edit && actions.edit?.to && actions.view?.to && actions.edit.to(row) === actions.view.to(row) && !actions.edit.hidden?.(row);
    link('View', actions.view, permitted.view && !sameScreen, ROW_ICONS.view);
    link('Edit', actions.edit, permitted.edit, ROW_ICONS.edit);
    link('Clone', actions.clone, permitted.clone, ROW_ICONS.clone);
    const remove = actions.delete;
    if (remove && permitted.delete && !remove.hidden?.(row)) shown.push({ key: 'Delete', label: `Delete ${rowLabel}`, title: 'Delete', icon: ROW_ICONS.delete, onClick: () => onDelete(row), error: true });
  }
  if (shown.length === 0) return null;
  const folded = shown.length > PHONE_ROW_ICONS;
  return (
    <>
      {shown.map((action, index) => {
        const className = `${LEAN.icon}${action.error ? ` ${LEAN.iconError}` : ''}${folded && index > 0 ? ` ${LEAN.wideOnly}` : ''}`;
        return action.to !== undefined ? (
          <a key={action.key} className={className} href={links.href(action.to)} onClick={(event) => action.to !== undefined && links.follow(event, action.to)} aria-label={action.label} title={action.title}>
            {action.icon}
          </a>
        ) : (
          <button type="button" key={action.key} className={className} aria-label={action.label} title={action.title} onClick={action.onClick} disabled={disabled}>
            {action.icon}
          </button>
        );
      })}
      {folded && <MoreActions actions={shown.slice(1)} rowLabel={rowLabel} links={links} disabled={disabled} />}
    </>
  );
}

/** A phone row's folded icons: a "More actions" button (phones only) opening a menu of the same actions. */
function MoreActions({ actions, rowLabel, links, disabled }: { actions: readonly ShownAction[]; rowLabel: string; links: RowLinks; disabled?: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <button
        type="button"
        className={`${LEAN.icon} ${LEAN.phoneOnly}`}
        aria-label={`More actions for ${rowLabel}`}
        title="More actions"
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {ROW_ICONS.more}
      </button>
      {anchor && (
        <Suspense fallback={null}>
          <RowActionsMenu id={menuId} anchor={anchor} actions={actions} links={links} disabled={disabled} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
