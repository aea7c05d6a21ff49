import { useEffect, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';

/** What files-mfe hands back when a file is picked. */
export interface PickedFile {
  url: string;
  size: number;
  name: string;
}

/** Props of files-mfe's exposed './FileBrowserDialog': declared here, once; the remote implements what the kit asks. */
export interface FileBrowserDialogProps {
  open: boolean;
  onClose: () => void;
  onPick: (file: PickedFile) => void;
  /** Like an input's accept: "image/*", ".pdf", "image/png,image/webp". */
  accept?: string;
  /** The folder the dialog opens in: the field's upload folder (default: the top level). */
  initialPath?: string;
  /** The picking field's image rule: the chosen file is marked as fitting it or not, and Choose waits for a fit. */
  imageRule?: { width: number; height: number; mode: 'exact' | 'atLeast' | 'atMost'; maxMb: number };
}

export type FileBrowserDialog = ComponentType<FileBrowserDialogProps>;

/** Shown on the disabled button when files-mfe cannot be loaded. */
export const FILE_BROWSER_UNAVAILABLE = 'The file manager is not available right now; upload a file instead.';

let loading: Promise<FileBrowserDialog> | null = null;

/** Loads the dialog once per page through the federation runtime (not an import: apps never import apps). */
export function loadFileBrowser(): Promise<FileBrowserDialog> {
  if (!loading) {
    // Through a resolved promise: the runtime throws synchronously when no federation instance exists (a page
    // built without the plugin), and that must become "unavailable", not a crashed screen.
    loading = Promise.resolve()
      .then(() => loadRemote<{ default: FileBrowserDialog }>('files/FileBrowserDialog'))
      .then((module) => {
        if (!module?.default) throw new Error('files/FileBrowserDialog has no default export');
        return module.default;
      });
    // A failure is not cached: the next field that mounts tries again.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** For tests: forget the loaded dialog. */
export function resetFileBrowser(): void {
  loading = null;
}

export type FileBrowserState = { status: 'loading' } | { status: 'ready'; Dialog: FileBrowserDialog } | { status: 'unavailable' };

/** The file browser dialog, or why it is not there. */
export function useFileBrowser(enabled = true): FileBrowserState {
  const [state, setState] = useState<FileBrowserState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    loadFileBrowser().then(
      (Dialog) => live && setState({ status: 'ready', Dialog }),
      (error: unknown) => {
        console.warn('files/FileBrowserDialog could not be loaded', error);
        if (live) setState({ status: 'unavailable' });
      },
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return state;
}
