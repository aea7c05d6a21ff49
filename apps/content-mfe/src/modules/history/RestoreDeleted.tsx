// "Restore" on a delete entry of the history screen brings the record back (POST history/{id}/restore),
// offered where the caller may create in that module; a soft-deleted landing page is restored on its Deleted tab.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { http } from '@backoffice/api';
import { checkSession, useSession } from '@backoffice/auth';
import { ConfirmDialog } from '@backoffice/ui';
import { remoteModules } from '@backoffice/modules-content';
import { historyModule, modulePermission, type HistoryEntry } from '@backoffice/validation';

/** This remote's modules by name: a record is restored through its module's own API (other teams' delete softly). */
const ownModules = new Map(remoteModules.map((module) => [module.name, module]));

/** Whether the entry is a record's delete for good that this session may undo. */
export function useMayRestore(): (entry: HistoryEntry) => boolean {
  const session = useSession();
  return (entry) => {
    const module = entry.action === 'delete' && entry.id.startsWith('h') ? ownModules.get(entry.module) : undefined;
    if (!module || module.softDelete || !module.api) return false;
    const permission = modulePermission(module, 'create');
    return permission === undefined || checkSession(session, { permission });
  };
}

const restoreText = (label: string, recordId: string) =>
  `Restore ${label} ${recordId}? It comes back as a new record with the values it had when it was deleted.`;

export function RestoreDeletedDialog({ entry, label, onClose }: { entry: HistoryEntry; label: string; onClose: () => void }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const restore = async () => {
    setBusy(true);
    try {
      await http.post(`history/${entry.id}/restore`);
      await client.invalidateQueries({ queryKey: [historyModule.name] });
      onClose();
    } catch {
      // The HTTP client has shown why; the dialog stays for another try or No.
    } finally {
      setBusy(false);
    }
  };
  return <ConfirmDialog open title="Restore" text={restoreText(label, entry.recordId)} onConfirm={restore} onCancel={onClose} busy={busy} />;
}
