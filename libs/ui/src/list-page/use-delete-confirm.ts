import { useState } from 'react';
import type { ListResource } from './types';

const noDelete = () => ({ mutateAsync: async () => undefined, isPending: false });

/** The row waiting for "Are you sure…?" and the delete that runs on Yes. */
export function useDeleteConfirm<T>(resource: ListResource<T>, getRowId: (row: T) => string | number) {
  const [pending, setPending] = useState<T | null>(null);
  const remove = (resource.useDelete ?? noDelete)();
  const confirm = async () => {
    if (pending === null) return;
    try {
      await remove.mutateAsync(getRowId(pending));
      setPending(null);
    } catch {
      // The HTTP client has shown the error; the dialog stays so the user can retry or say No.
    }
  };
  return { pending, ask: setPending, cancel: () => setPending(null), confirm, busy: remove.isPending };
}
