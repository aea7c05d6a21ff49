import type { FileEntry } from '@backoffice/validation';
import FolderIcon from '@mui/icons-material/Folder';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
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
  onActivate: (entry: FileEntry, event: MouseEvent) => void;
  onToggle?: (entry: FileEntry) => void;
  onMenu?: (entry: FileEntry, anchor: HTMLElement) => void;
  onDragStart?: (entry: FileEntry, event: DragEvent) => void;
  onDropPaths?: (folder: FileEntry, event: DragEvent) => void;
  onDoubleClick?: (entry: FileEntry) => void;
}

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
    <Box
      role="gridcell"
      aria-label={entry.name}
      aria-selected={selected}
      data-index={index}
      tabIndex={focused ? 0 : -1}
      draggable={interactive}
      onClick={(event) => onActivate(entry, event)}
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
      sx={{
        position: 'relative',
        width: TILE_WIDTH - 12,
        height: TILE_HEIGHT - 12,
        m: '6px',
        p: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'space-between',
        borderRadius: 1,
        border: 2,
        borderColor: dropping ? 'primary.main' : selected ? 'primary.light' : 'divider',
        bgcolor: dropping ? 'action.hover' : selected ? 'action.selected' : 'background.paper',
        cursor: 'pointer',
        outline: 'none',
        '&:focus-visible': { boxShadow: (theme) => `0 0 0 3px ${theme.palette.primary.main}` },
        '&:hover .tile-actions, &:focus-within .tile-actions': { opacity: 1 },
      }}
    >
      {interactive && (
        <Box sx={{ position: 'absolute', top: 0, left: 0, right: 0, display: 'flex', justifyContent: 'space-between' }}>
          <Checkbox
            size="small"
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
            sx={{ opacity: selected ? 1 : 0.6 }}
          >
            <MoreVert fontSize="small" />
          </IconButton>
        </Box>
      )}
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', pt: interactive ? 2 : 0 }}>
        <Preview entry={entry} />
      </Box>
      <Typography variant="body2" noWrap title={entry.name} sx={{ width: '100%', textAlign: 'center' }}>
        {entry.name}
      </Typography>
    </Box>
  );
});
