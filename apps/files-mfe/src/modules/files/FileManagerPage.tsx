// The file manager: one folder at a time, from the URL (/files/{path}).
import { isApiError } from '@backoffice/api';
import type { FileEntry } from '@backoffice/validation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useFolder, usePrefetchFolder } from './api';
import { EntryMenu, type EntryAction } from './EntryMenu';
import { FilesToolbar } from './FilesToolbar';
import { FolderBreadcrumbs } from './FolderBreadcrumbs';
import { FolderLimitNotice } from './FolderLimitNotice';
import { FileGrid } from './grid/FileGrid';
import { closedModal, modalReducer, type PendingChange, type PendingReplace } from './modal-machine';
import { FileModals } from './modals/FileModals';
import { MoveDialog } from './modals/MoveDialog';
import { MissingFolder } from './MissingFolder';
import { absoluteUrl, folderHref } from './paths';
import { emptySelection, selectionReducer } from './selection';
import { sortEntries, type SortBy } from './sort-entries';
import { UploadProgressList } from './upload/UploadProgressList';
import { useUploads } from './upload/use-uploads';
import { movablePaths, useFileActions } from './use-file-actions';
import { useFilePermissions } from './use-file-permissions';

export function FileManagerPage({ path }: { path: string }) {
  const navigate = useNavigate();
  const folder = useFolder(path);
  const prefetchFolder = usePrefetchFolder();
  const [sortBy, setSortBy] = useState<SortBy>('date');
  const [selection, select] = useReducer(selectionReducer, emptySelection);
  const [modal, dispatchModal] = useReducer(modalReducer, closedModal);
  const [menu, setMenu] = useState<{ entry: FileEntry; anchor: HTMLElement } | null>(null);
  const actions = useFileActions();
  const can = useFilePermissions(path);
  /** The paths "Move to…" is choosing a folder for. */
  const [moving, setMoving] = useState<string[] | null>(null);
  const atRoot = path === '';
  const notFound = isApiError(folder.error) && folder.error.status === 404;
  const folderFull = (folder.data?.totalFiles ?? 0) >= (folder.data?.limit ?? Infinity);

  const entries = useMemo(() => sortEntries(folder.data?.entries ?? [], sortBy), [folder.data, sortBy]);
  const order = useMemo(() => entries.map((entry) => entry.id), [entries]);
  const byId = useMemo(() => new Map(entries.map((entry) => [entry.id, entry])), [entries]);
  const selectedEntries = useMemo(() => entries.filter((entry) => selection.selected.has(entry.id)), [entries, selection]);

  useEffect(() => select({ type: 'clear' }), [path]);
  useEffect(() => select({ type: 'retain', order }), [order]);

  // An upload that finds existing files while another modal is open waits until it closes.
  const waitingReplace = useRef<{ files: PendingReplace[]; batch: boolean } | null>(null);
  const modalKind = modal.kind;
  useEffect(() => {
    if (modalKind === 'none' && waitingReplace.current) {
      dispatchModal({ type: 'open_replace', ...waitingReplace.current });
      waitingReplace.current = null;
    }
  }, [modalKind]);
  const canReplace = can.replace;
  const fail = actions.fail;
  const onExisting = useCallback(
    (files: PendingReplace[], batch: boolean) => {
      // Replacing needs files.update or the folder's module: without it an existing file is only reported.
      if (!canReplace) {
        if (!batch) files.forEach((pending) => fail(new Error(`File ${pending.file.name} already exists`)));
        return;
      }
      if (modalKind === 'none' || modalKind === 'info') dispatchModal({ type: 'open_replace', files, batch });
      else waitingReplace.current = { files, batch };
    },
    [modalKind, canReplace, fail],
  );
  const uploads = useUploads(onExisting);

  const open = useCallback(
    (entry: FileEntry) => {
      if (entry.isDir) navigate(folderHref(entry.id));
      else window.open(absoluteUrl(entry.link), '_blank', 'noopener,noreferrer');
    },
    [navigate],
  );

  const activate = useCallback(
    (entry: FileEntry, event: MouseEvent) => {
      const ctrl = event.ctrlKey || event.metaKey;
      if (ctrl || event.shiftKey) select({ type: 'click', id: entry.id, ctrl, shift: event.shiftKey, order });
      else open(entry);
    },
    [open, order],
  );

  const onAction = (action: EntryAction, entry: FileEntry) => {
    if (action === 'open') open(entry);
    else if (action === 'copy_link') void actions.copyLink(entry);
    else if (action === 'rename') dispatchModal({ type: 'open_rename', entry });
    else if (action === 'move') setMoving(selection.selected.has(entry.id) ? selectedEntries.map((e) => e.id) : [entry.id]);
    else if (action === 'delete') dispatchModal({ type: 'open_delete', entries: selection.selected.has(entry.id) ? selectedEntries : [entry] });
    else dispatchModal({ type: 'open_info', entry });
  };

  const isDir = (p: string) => byId.get(p)?.isDir ?? false;

  /** Holds a change back when content uses its files, opening the warning instead; true when held. */
  const heldForUse = async (paths: readonly string[], change: PendingChange): Promise<boolean> => {
    const usedBy = paths.length > 0 ? await actions.findUsage(paths) : [];
    if (usedBy.length === 0) return false;
    dispatchModal({ type: 'open_in_use', usedBy, change });
    return true;
  };

  const moveInto = (target: string, paths: string[]) =>
    void (async () => {
      if (await heldForUse(movablePaths(paths, target), { action: 'move', folder: target, paths })) return;
      await actions.moveInto(target, paths, isDir);
      select({ type: 'clear' });
    })();

  /** The user confirmed in the warning: the same change, with force. */
  const confirmInUse = async (change: PendingChange) => {
    if (change.action === 'delete') {
      if (await actions.remove(change.entries, true)) select({ type: 'clear' });
    } else if (change.action === 'rename') {
      await actions.rename(change.entry, change.name, true).then(() => undefined, actions.fail);
    } else {
      await actions.moveInto(change.folder, change.paths, isDir, true);
      select({ type: 'clear' });
    }
    close();
  };

  const close = () => dispatchModal({ type: 'close' });

  return (
    // The page margin is the layout's, as on every list (no padding of its own).
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Files
      </Typography>
      <FolderLimitNotice />
      <Stack spacing={1.5} sx={{ mb: 2 }}>
        <FolderBreadcrumbs path={path} onNavigate={(p) => navigate(folderHref(p))} onMoveInto={can.update ? moveInto : undefined} />
        <FilesToolbar
          can={can}
          atRoot={atRoot}
          missing={notFound}
          folderFull={folderFull}
          sortBy={sortBy}
          selectedCount={selection.selected.size}
          onSort={setSortBy}
          onUpload={(files) => void uploads.upload(files, path)}
          onCreateFolder={() => dispatchModal({ type: 'open_create_folder' })}
          onDeleteSelected={() => dispatchModal({ type: 'open_delete', entries: selectedEntries })}
          onMoveSelected={() => setMoving(selectedEntries.map((e) => e.id))}
          onClearSelection={() => select({ type: 'clear' })}
        />
      </Stack>
      <UploadProgressList items={uploads.items} onDismiss={uploads.dismiss} />
      {folderFull && folder.data && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This folder holds {folder.data.totalFiles} files, the limit of the file manager: uploads into it are blocked
          {folder.data.truncated ? ` and only the newest ${folder.data.limit} are shown` : ''}.
        </Alert>
      )}
      {notFound ? (
        <MissingFolder path={path} onNavigate={(p) => navigate(folderHref(p))} />
      ) : (
        <>
          {folder.isFetching && <LinearProgress aria-label="Loading files" sx={{ mb: 0.5 }} />}
          <FileGrid
            label={atRoot ? 'Files' : `Files in ${path}`}
            entries={entries}
            selected={selection.selected}
            interactive
            emptyText={folder.isPending ? 'Loading…' : folder.isError ? 'The folder could not be loaded.' : 'This folder is empty.'}
            height="max(320px, calc(100vh - 340px))"
            onActivate={activate}
            onOpen={open}
            onIntent={(entry) => prefetchFolder(entry.isDir ? entry.id : null)}
            onSelection={select}
            onMenu={(entry, anchor) => setMenu({ entry, anchor })}
            onDeleteKey={can.delete ? () => selectedEntries.length > 0 && dispatchModal({ type: 'open_delete', entries: selectedEntries }) : undefined}
            onMoveInto={can.update ? moveInto : undefined}
            onDropFiles={atRoot || folderFull || notFound || !can.upload ? undefined : (files) => void uploads.upload(files, path)}
          />
        </>
      )}
      <EntryMenu target={menu} can={can} onAction={onAction} onClose={() => setMenu(null)} />
      {moving && (
        <MoveDialog
          paths={moving}
          onClose={() => setMoving(null)}
          onMove={(target) => {
            setMoving(null);
            moveInto(target, moving);
          }}
        />
      )}
      <FileModals
        state={modal}
        onClose={close}
        deleting={actions.deleting}
        onCreateFolder={async (name) => {
          await actions.createFolder(path, name);
          close();
        }}
        onRename={async (entry, name) => {
          if (name !== entry.name && (await heldForUse([entry.id], { action: 'rename', entry, name }))) return;
          await actions.rename(entry, name);
          close();
        }}
        onDelete={async (list) => {
          if (await heldForUse(list.map((e) => e.id), { action: 'delete', entries: list })) return;
          if (await actions.remove(list)) select({ type: 'clear' });
          close();
        }}
        onConfirmInUse={confirmInUse}
        onReplace={() => {
          if (modal.kind === 'replace') void uploads.replace(modal.files, modal.batch);
          close();
        }}
      />
    </Box>
  );
}
