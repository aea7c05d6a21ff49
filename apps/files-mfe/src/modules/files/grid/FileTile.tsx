import type { FileEntry } from '@backoffice/validation';
import FolderIcon from '@mui/icons-material/Folder';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { memo, useState, type DragEvent, type MouseEvent } from 'react';
import { carriesPaths } from './drag-data';

export const TILE_WIDTH = 168;
export const TILE_HEIGHT = 196;
/** Spec 1 §9: file previews 120 by 120. */
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
}

// One static class for every tile (selection and drop state are attribute selectors): a virtualised grid
// mounts tiles on every scroll step, and per-tile `sx` would make emotion serialise styles each time.
const TileRoot = styled('div')(({ theme }) => ({
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
  '& .tile-name': { width: '100%', textAlign: 'center' },
}));

const isPreviewable = (entry: FileEntry) => !entry.isDir && (entry.contentType ?? '').startsWith('image/');

function Preview({ entry }: { entry: FileEntry }) {
  if (entry.isDir) return <FolderIcon sx={{ fontSize: 96, color: 'warning.light' }} />;
  if (isPreviewable(entry)) {
    return (
      <Box
        component="img"
        src={entry.link}
        alt=""
        loading="lazy"
        decoding="async"
        draggable={false}
        sx={{ width: PREVIEW, height: PREVIEW, objectFit: 'contain' }}
      />
    );
  }
  return <InsertDriveFileOutlined sx={{ fontSize: 88, color: 'action.active' }} />;
}

/** One file or folder in the grid: a gridcell named after the entry. */
export const FileTile = memo(function FileTile(props: FileTileProps) {
  const { entry, index, selected, focused, interactive, onActivate, onToggle, onMenu, onDragStart, onDropPaths, onDoubleClick } = props;
  const [dropping, setDropping] = useState(false);
  const acceptsDrop = interactive && entry.isDir && onDropPaths;

  return (
    <TileRoot
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
          <Checkbox
            size="small"
            disableRipple
            checked={selected}
            tabIndex={-1}
            slotProps={{ input: { 'aria-label': `Select ${entry.name}` } }}
            onClick={(event) => event.stopPropagation()}
            onChange={() => onToggle?.(entry)}
          />
          <IconButton
            className="tile-actions"
            size="small"
            tabIndex={-1}
            aria-label={`Actions for ${entry.name}`}
            onClick={(event) => {
              event.stopPropagation();
              onMenu?.(entry, event.currentTarget);
            }}
            disableRipple
          >
            <MoreVert fontSize="small" />
          </IconButton>
        </div>
      )}
      <div className={interactive ? 'tile-preview tile-preview-offset' : 'tile-preview'}>
        <Preview entry={entry} />
      </div>
      <Typography variant="body2" noWrap title={entry.name} className="tile-name">
        {entry.name}
      </Typography>
    </TileRoot>
  );
});
