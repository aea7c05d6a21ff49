// Renders the one open modal of the machine; each closes back to `none` through onClose.
import { ConfirmDialog } from '@backoffice/ui/confirm-dialog';
import type { FileEntry } from '@backoffice/validation';
import { deleteQuestion } from '../delete-texts';
import type { ModalState, PendingChange } from '../modal-machine';
import { InfoDialog } from './InfoDialog';
import { InUseDialog } from './InUseDialog';
import { NameDialog } from './NameDialog';
import { ReplaceDialog } from './ReplaceDialog';

export interface FileModalsProps {
  state: ModalState;
  onClose: () => void;
  onCreateFolder: (name: string) => Promise<void>;
  onRename: (entry: FileEntry, name: string) => Promise<void>;
  onDelete: (entries: FileEntry[]) => Promise<void>;
  onReplace: () => void;
  /** Runs a change that content uses once the user confirmed it. */
  onConfirmInUse: (change: PendingChange) => Promise<void>;
  deleting: boolean;
}

export function FileModals({ state, onClose, onCreateFolder, onRename, onDelete, onReplace, onConfirmInUse, deleting }: FileModalsProps) {
  switch (state.kind) {
    case 'none':
      return null;
    case 'create_folder':
      return <NameDialog title="Create folder" label="Folder name" submitLabel="Create" onSubmit={onCreateFolder} onClose={onClose} />;
    case 'rename':
      return (
        <NameDialog
          title={`Rename ${state.entry.name}`}
          label="Name"
          submitLabel="Rename"
          initialName={state.entry.name}
          onSubmit={(name) => onRename(state.entry, name)}
          onClose={onClose}
        />
      );
    case 'delete':
      return (
        <ConfirmDialog
          open
          title="Delete"
          text={deleteQuestion(state.entries)}
          busy={deleting}
          onConfirm={() => void onDelete(state.entries)}
          onCancel={onClose}
        />
      );
    case 'replace':
      return <ReplaceDialog files={state.files} batch={state.batch} onReplace={onReplace} onClose={onClose} />;
    case 'info':
      return <InfoDialog entry={state.entry} onClose={onClose} />;
    case 'in_use':
      return <InUseDialog usedBy={state.usedBy} action={state.change.action} onConfirm={() => onConfirmInUse(state.change)} onCancel={onClose} />;
  }
}
