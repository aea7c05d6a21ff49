// The file manager's modals as one state machine (the spec: none, create_folder, rename, delete, replace,
// info, in_use). One modal at a time; each opens only from `none`, except `replace`, which an upload finishing in
// the background may raise over an info panel. Closing or finishing always returns to `none`.
import type { FileEntry, FileUsage } from '@backoffice/validation';

/** A file the server already had: kept so it can be sent again with overwrite. */
export interface PendingReplace {
  file: File;
  folder: string;
}

/** A change held back because content uses the files: it runs with force once the user confirms. */
export type PendingChange =
  | { action: 'delete'; entries: FileEntry[] }
  | { action: 'rename'; entry: FileEntry; name: string }
  | { action: 'move'; folder: string; paths: string[] };

export type ModalState =
  | { kind: 'none' }
  | { kind: 'create_folder' }
  | { kind: 'rename'; entry: FileEntry }
  | { kind: 'delete'; entries: FileEntry[] }
  | { kind: 'replace'; files: PendingReplace[]; batch: boolean }
  | { kind: 'info'; entry: FileEntry }
  | { kind: 'in_use'; usedBy: FileUsage[]; change: PendingChange };

export type ModalEvent =
  | { type: 'open_create_folder' }
  | { type: 'open_rename'; entry: FileEntry }
  | { type: 'open_delete'; entries: FileEntry[] }
  | { type: 'open_replace'; files: PendingReplace[]; batch: boolean }
  | { type: 'open_info'; entry: FileEntry }
  | { type: 'open_in_use'; usedBy: FileUsage[]; change: PendingChange }
  | { type: 'close' };

export const closedModal: ModalState = { kind: 'none' };

export function modalReducer(state: ModalState, event: ModalEvent): ModalState {
  if (event.type === 'close') return closedModal;
  if (event.type === 'open_replace') {
    if (event.files.length === 0) return state;
    return state.kind === 'none' || state.kind === 'info' ? { kind: 'replace', files: event.files, batch: event.batch } : state;
  }
  // The warning takes the place of the delete or rename modal that led to it (a drag-move starts from none).
  if (event.type === 'open_in_use') {
    if (event.usedBy.length === 0) return state;
    return state.kind === 'none' || state.kind === 'delete' || state.kind === 'rename' ? { kind: 'in_use', usedBy: event.usedBy, change: event.change } : state;
  }
  if (state.kind !== 'none') return state;
  switch (event.type) {
    case 'open_create_folder':
      return { kind: 'create_folder' };
    case 'open_rename':
      return { kind: 'rename', entry: event.entry };
    case 'open_delete':
      return event.entries.length > 0 ? { kind: 'delete', entries: event.entries } : state;
    case 'open_info':
      return { kind: 'info', entry: event.entry };
  }
}
