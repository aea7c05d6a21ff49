// The grid of a folder, virtualised by rows (@tanstack/react-virtual) so thousands of files cost only
// the tiles on screen. One tile holds the roving focus; arrows move it, Shift extends the selection,
// Space toggles, Enter opens, Ctrl+A selects all, Delete asks to delete, Escape clears.
import type { FileEntry } from '@backoffice/validation';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type DragEvent, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import { carriesFiles, carriesPaths, draggedPaths, setDraggedPaths } from './drag-data';
import { FileTile, TILE_HEIGHT, TILE_WIDTH, TileStyles } from './FileTile';
import { moveOfKey, nextIndex } from './grid-keys';
import type { SelectionEvent } from '../selection';

export interface FileGridProps {
  label: string;
  entries: readonly FileEntry[];
  selected: ReadonlySet<string>;
  /** Manager mode: checkboxes, menus, drag to move, drop to upload. */
  interactive: boolean;
  emptyText: string;
  height: number | string;
  onActivate: (entry: FileEntry, event: MouseEvent) => void;
  onOpen: (entry: FileEntry) => void;
  onSelection: (event: SelectionEvent) => void;
  onMenu?: (entry: FileEntry, anchor: HTMLElement) => void;
  onDeleteKey?: () => void;
  onMoveInto?: (folder: string, paths: string[]) => void;
  onDropFiles?: (files: File[]) => void;
  /** The pointer rests on, or the focus reaches, an entry: a chance to load a folder before it is opened. */
  onIntent?: (entry: FileEntry) => void;
}

export function FileGrid(props: FileGridProps) {
  const { entries, selected, interactive, onOpen, onSelection, onDeleteKey, onMoveInto, onDropFiles } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(1024);
  const [focus, setFocus] = useState(0);
  const [fileDropActive, setFileDropActive] = useState(false);
  const columns = Math.max(1, Math.floor(width / TILE_WIDTH));
  const rowCount = Math.ceil(entries.length / columns);
  const order = useMemo(() => entries.map((entry) => entry.id), [entries]);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width || 1024));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TILE_HEIGHT,
    overscan: 2,
    // Scrolling re-renders through React's normal batching instead of a synchronous flush per event.
    useFlushSync: false,
    // jsdom and the first paint have no layout yet: assume a typical screen.
    initialRect: { width: 1024, height: 720 },
  });

  useEffect(() => {
    if (focus >= entries.length) setFocus(Math.max(0, entries.length - 1));
  }, [entries.length, focus]);

  const focusTile = (index: number) => {
    setFocus(index);
    virtualizer.scrollToIndex(Math.floor(index / columns));
    requestAnimationFrame(() => scrollRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.focus());
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Keys on a tile's own button (its Actions) belong to that button: Enter there opens the menu, not the entry.
    if (event.target instanceof HTMLElement && event.target.closest('button')) return;
    const entry = entries[focus];
    // The context-menu key or Shift+F10 opens the focused tile's actions, as on a desktop.
    if (entry && interactive && (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey))) {
      event.preventDefault();
      const anchor = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${focus}"] .tile-actions`);
      if (anchor) props.onMenu?.(entry, anchor);
      return;
    }
    const move = moveOfKey(event.key);
    if (move) {
      event.preventDefault();
      const rowsPerPage = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 720) / TILE_HEIGHT));
      const target = nextIndex(focus, move, entries.length, columns, rowsPerPage);
      if (target < 0) return;
      if (event.shiftKey && interactive) onSelection({ type: 'extend', id: entries[target].id, order });
      focusTile(target);
      return;
    }
    if (!entry) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(entry);
    } else if (event.key === ' ' && interactive) {
      event.preventDefault();
      onSelection({ type: 'toggle', id: entry.id });
    } else if (event.key.toLowerCase() === 'a' && (event.ctrlKey || event.metaKey) && interactive) {
      event.preventDefault();
      onSelection({ type: 'all', order });
    } else if (event.key === 'Escape' && interactive && selected.size > 0) {
      event.preventDefault();
      onSelection({ type: 'clear' });
    } else if (event.key === 'Delete' && interactive) {
      event.preventDefault();
      onDeleteKey?.();
    }
  };

  // Stable handlers (latest props read through a ref) keep the memoised tiles from re-rendering on scroll.
  const latest = useRef(props);
  latest.current = props;
  const activate = useCallback((entry: FileEntry, event: MouseEvent, index: number) => {
    setFocus(index);
    latest.current.onActivate(entry, event);
  }, []);
  const toggle = useCallback((entry: FileEntry) => latest.current.onSelection({ type: 'toggle', id: entry.id }), []);
  const onDragStart = useCallback((entry: FileEntry, event: DragEvent) => {
    // Dragging a selected tile drags the whole selection; any other tile goes alone.
    const { selected: chosen, entries: all } = latest.current;
    const paths = chosen.has(entry.id) ? all.filter((e) => chosen.has(e.id)).map((e) => e.id) : [entry.id];
    setDraggedPaths(event.dataTransfer, paths);
  }, []);
  const onDropPaths = useCallback(
    (folder: FileEntry, event: DragEvent) => latest.current.onMoveInto?.(folder.id, draggedPaths(event.dataTransfer)),
    [],
  );

  // One delegated listener for the whole grid: tiles stay memoised and the grid adds no handler per tile.
  const intentAt = (target: EventTarget) => {
    const index = (target as Element).closest?.('[data-index]')?.getAttribute('data-index');
    const entry = index == null ? undefined : latest.current.entries[Number(index)];
    if (entry) latest.current.onIntent?.(entry);
  };
  const intent = props.onIntent
    ? { onPointerOver: (event: PointerEvent) => intentAt(event.target), onFocus: (event: FocusEvent) => intentAt(event.target) }
    : {};

  const dropFiles = onDropFiles
    ? {
        onDragOver: (event: DragEvent) => {
          if (!carriesFiles(event.dataTransfer) || carriesPaths(event.dataTransfer)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setFileDropActive(true);
        },
        onDragLeave: () => setFileDropActive(false),
        onDrop: (event: DragEvent) => {
          setFileDropActive(false);
          if (!carriesFiles(event.dataTransfer) || carriesPaths(event.dataTransfer)) return;
          event.preventDefault();
          onDropFiles(Array.from(event.dataTransfer.files));
        },
      }
    : {};

  return (
    <Box
      ref={scrollRef}
      role="grid"
      aria-label={props.label}
      aria-multiselectable={interactive || undefined}
      aria-rowcount={rowCount}
      aria-colcount={columns}
      onKeyDown={onKeyDown}
      {...intent}
      {...dropFiles}
      sx={{
        height: props.height,
        overflow: 'auto',
        position: 'relative',
        border: 1,
        borderStyle: fileDropActive ? 'dashed' : 'solid',
        borderColor: fileDropActive ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: fileDropActive ? 'action.hover' : 'background.default',
        contain: 'strict',
      }}
    >
      <TileStyles />
      {entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 3 }}>
          {props.emptyText}
        </Typography>
      ) : (
        <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
          {virtualizer.getVirtualItems().map((row) => (
            // The position is an inline style: as `sx`, every scroll offset became a new emotion rule in the page.
            <div
              key={row.key}
              role="row"
              aria-rowindex={row.index + 1}
              style={{ position: 'absolute', top: 0, left: 0, display: 'flex', transform: `translateY(${row.start}px)`, height: TILE_HEIGHT }}
            >
              {entries.slice(row.index * columns, row.index * columns + columns).map((entry, column) => {
                const index = row.index * columns + column;
                return (
                  <FileTile
                    key={entry.id}
                    entry={entry}
                    index={index}
                    selected={selected.has(entry.id)}
                    focused={index === focus}
                    interactive={interactive}
                    onActivate={activate}
                    onDoubleClick={interactive ? undefined : onOpen}
                    onToggle={toggle}
                    onMenu={props.onMenu}
                    onDragStart={onDragStart}
                    onDropPaths={onMoveInto ? onDropPaths : undefined}
                    scrolling={virtualizer.isScrolling}
                  />
                );
              })}
            </div>
          ))}
        </Box>
      )}
    </Box>
  );
}
