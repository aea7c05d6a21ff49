import { useState, type ReactNode } from 'react';
import { confirmText } from '../confirm-dialog/confirm-text';
import type { ListResource, RowActionsConfig, RowOperation } from './types';

type Id = string | number;
const noMutation = () => ({ mutateAsync: async () => undefined, isPending: false });

/** What a row is waiting for: "Are you sure…?" (delete, restore, an operation) or an operation's own dialog. */
type Pending = { kind: 'confirm'; text: string; title: string; run: () => Promise<unknown> } | { kind: 'dialog'; node: ReactNode } | null;

/**
 * The confirmations of a list's row icons and what runs on Yes. A failure keeps the dialog open (the HTTP
 * client has told the user why) so they can retry or say No.
 */
export function useRowConfirm<T>(resource: ListResource<T>, getRowId: (row: T) => Id, actions: RowActionsConfig<T> | undefined) {
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const remove = (resource.useDelete ?? noMutation)();
  const restore = (resource.useRestore ?? noMutation)();
  const item = actions?.delete?.item ?? 'item';
  const close = () => setPending(null);

  const ask = (action: string, run: () => Promise<unknown>, title = action[0].toUpperCase() + action.slice(1)) =>
    setPending({ kind: 'confirm', text: confirmText(action, item), title, run });

  const confirm = async () => {
    if (pending?.kind !== 'confirm') return;
    setBusy(true);
    try {
      await pending.run();
      setPending(null);
    } catch {
      // The dialog stays; the error was shown by the client.
    } finally {
      setBusy(false);
    }
  };

  const onOperation = (operation: RowOperation<T>, row: T) => {
    if (operation.dialog) return setPending({ kind: 'dialog', node: operation.dialog(row, close) });
    const run = () => operation.run?.(row) ?? Promise.resolve();
    if (operation.confirm) return ask(operation.confirm, run, operation.label);
    void run().catch(() => undefined);
  };

  return {
    pending,
    busy: busy || remove.isPending || restore.isPending,
    confirm,
    cancel: close,
    onDelete: (row: T) => ask('delete', () => remove.mutateAsync(getRowId(row))),
    onRestore: (row: T) => ask('restore', () => restore.mutateAsync(getRowId(row))),
    onOperation,
  };
}
