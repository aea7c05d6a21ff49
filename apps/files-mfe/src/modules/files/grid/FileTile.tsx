import type { FileEntry } from '@backoffice/validation';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { memo, useEffect, useState, type DragEvent, type MouseEvent } from 'react';
import { carriesPaths } from './drag-data';
import { TILE_ICONS } from './tile-icons';

export const TILE_WIDTH = 168;
export const TILE_HEIGHT = 196;
/** The spec: file previews 120 by 120. */
const PREVIEW = 120;

export interface FileTileProps {
  entry: FileEntry;
  index: number;
  selected: boolean;
  focused: boolean;
  /** The manager's tiles select, drag and have a menu; the picker's only choose. */
  interactive: boolean;
  onActivate: (entry: FileEntry, event: MouseEvent, index: number) => void;
  onToggle?: (entry: FileEntry) => void;
  onMenu?: (entry: FileEntry, anchor: HTMLElement) => void;
  onDragStart?: (entry: FileEntry, event: DragEvent) => void;
  onDropPaths?: (folder: FileEntry, event: DragEvent) => void;
  onDoubleClick?: (entry: FileEntry) => void;
  /** The grid is scrolling: an image not yet shown waits until it stops. */
  scrolling?: boolean;
}

/** Class of a tile; its looks are global rules that the grid writes once (`TileStyles`). */
export const TILE_CLASS = 'bo-file-tile';

// The tiles' rules as one global style sheet, not a `styled` root: a styled element serialises its styles on every
// render, and a scrolled grid mounts a row of tiles each frame. Selection and drop state are attribute
// selectors; the checkbox, menu button and icons are plain elements. The looks are MUI's small Checkbox and
// IconButton, from the same theme values.
const tileStyles = (theme: Theme) => ({
  [`.${TILE_CLASS}`]: {
    position: 'relative',
    width: TILE_WIDTH - 12,
    height: TILE_HEIGHT - 12,
    margin: 6,
    padding: theme.spacing(1),
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'space-between',
    borderRadius: theme.shape.borderRadius,
    border: `2px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
    cursor: 'pointer',
    outline: 'none',
    '&[aria-selected="true"]': { borderColor: theme.palette.primary.light, backgroundColor: theme.palette.action.selected },
    '&[data-dropping]': { borderColor: theme.palette.primary.main, backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { boxShadow: `0 0 0 3px ${theme.palette.primary.main}` },
    '& .tile-actions': { opacity: 0.6 },
    '&:hover .tile-actions, &:focus-within .tile-actions, &[aria-selected="true"] .tile-actions': { opacity: 1 },
    '& .tile-top': { position: 'absolute', top: 0, left: 0, right: 0, display: 'flex', justifyContent: 'space-between' },
    '& .tile-preview': { flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' },
    '& .tile-preview-offset': { paddingTop: theme.spacing(2) },
    '& .tile-name': {
      ...theme.typography.body2,
      width: '100%',
      textAlign: 'center',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '& .tile-image': { width: PREVIEW, height: PREVIEW, objectFit: 'contain' },
    '& .tile-image-pending': { display: 'block', borderRadius: theme.shape.borderRadius, backgroundColor: theme.palette.action.hover },
    '& svg': { width: '1em', height: '1em', fill: 'currentColor', flexShrink: 0, display: 'inline-block' },
    '& .tile-folder': { fontSize: 96, color: theme.palette.warning.light },
    '& .tile-file': { fontSize: 88, color: theme.palette.action.active },
    '& .tile-button': {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: 5,
      margin: 0,
      border: 0,
      borderRadius: '50%',
      backgroundColor: 'transparent',
      color: theme.palette.action.active,
      fontSize: theme.typography.pxToRem(20),
      cursor: 'pointer',
      '&:hover': { backgroundColor: theme.alpha(theme.palette.action.active, theme.palette.action.hoverOpacity) },
    },
    '& .tile-check[data-checked]': { color: theme.palette.primary.main },
    '& .tile-check input': { position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'inherit' },
  },
});

/** The tiles' style sheet: rendered once by each grid (memoised, so the grid's scroll renders skip it). */
export const TileStyles = memo(function TileStyles() {
  return <GlobalStyles styles={tileStyles} />;
});

const isPreviewable = (entry: FileEntry) => !entry.isDir && (entry.contentType ?? '').startsWith('image/');

/**
 * A folder or file icon, or the image itself. An image first shown while the grid scrolls waits (a plain box) until
 * the scrolling stops: a fast scroll passes hundreds of tiles, and loading each one's image as it flies past cost
 * frames. Once loaded it stays.
 */
function Preview({ entry, scrolling }: { entry: FileEntry; scrolling: boolean }) {
  const [load, setLoad] = useState(!scrolling);
  useEffect(() => {
    if (!scrolling) setLoad(true);
  }, [scrolling]);
  if (entry.isDir) return TILE_ICONS.folder;
  if (!isPreviewable(entry)) return TILE_ICONS.file;
  if (!load) return <span className="tile-image tile-image-pending" aria-hidden />;
  return <img className="tile-image" src={entry.link} alt="" loading="lazy" decoding="async" draggable={false} />;
}

/** One file or folder in the grid: a gridcell named after the entry. */
export const FileTile = memo(function FileTile(props: FileTileProps) {
  const { entry, index, selected, focused, interactive, onActivate, onToggle, onMenu, onDragStart, onDropPaths, onDoubleClick, scrolling = false } = props;
  const [dropping, setDropping] = useState(false);
  const acceptsDrop = interactive && entry.isDir && onDropPaths;

  return (
    <div
      className={TILE_CLASS}
      role="gridcell"
      aria-label={entry.name}
      aria-selected={selected}
      data-index={index}
      tabIndex={focused ? 0 : -1}
      draggable={interactive}
      onClick={(event) => onActivate(entry, event, index)}
      onDoubleClick={() => onDoubleClick?.(entry)}
      onDragStart={interactive ? (event) => onDragStart?.(entry, event) : undefined}
      onDragOver={
        acceptsDrop
          ? (event) => {
              if (!carriesPaths(event.dataTransfer)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setDropping(true);
            }
          : undefined
      }
      onDragLeave={acceptsDrop ? () => setDropping(false) : undefined}
      onDrop={
        acceptsDrop
          ? (event) => {
              setDropping(false);
              if (!carriesPaths(event.dataTransfer)) return;
              event.preventDefault();
              event.stopPropagation();
              onDropPaths(entry, event);
            }
          : undefined
      }
      data-dropping={dropping || undefined}
    >
      {interactive && (
        <div className="tile-top">
          <span className="tile-button tile-check" data-checked={selected || undefined} onClick={(event) => event.stopPropagation()}>
            <input type="checkbox" checked={selected} tabIndex={-1} aria-label={`Select ${entry.name}`} onChange={() => onToggle?.(entry)} />
            {selected ? TILE_ICONS.checked : TILE_ICONS.unchecked}
          </span>
          <button
            type="button"
            className="tile-button tile-actions"
            // The focused tile's Actions button is the next Tab stop: the grid keeps one tile in the tab order.
            tabIndex={focused ? 0 : -1}
            aria-label={`Actions for ${entry.name}`}
            onClick={(event) => {
              event.stopPropagation();
              onMenu?.(entry, event.currentTarget);
            }}
          >
            {TILE_ICONS.more}
          </button>
        </div>
      )}
      <div className={interactive ? 'tile-preview tile-preview-offset' : 'tile-preview'}>
        <Preview entry={entry} scrolling={scrolling} />
      </div>
      <div title={entry.name} className="tile-name">
        {entry.name}
      </div>
    </div>
  );
});
