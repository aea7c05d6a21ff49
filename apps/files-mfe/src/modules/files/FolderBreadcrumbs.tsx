import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';
import { carriesPaths, draggedPaths } from './grid/drag-data';
import { crumbsOf } from './paths';

export interface FolderBreadcrumbsProps {
  path: string;
  onNavigate: (path: string) => void;
  /** Drop tiles on a crumb to move them there (not on Home: only the standard folders live at the root). */
  onMoveInto?: (folder: string, paths: string[]) => void;
}

function Crumb({ path, label, onNavigate, onMoveInto }: { path: string; label: string } & Omit<FolderBreadcrumbsProps, 'path'>) {
  const [over, setOver] = useState(false);
  const droppable = onMoveInto && path !== '';
  const drop = droppable
    ? {
        onDragOver: (event: DragEvent) => {
          if (!carriesPaths(event.dataTransfer)) return;
          event.preventDefault();
          setOver(true);
        },
        onDragLeave: () => setOver(false),
        onDrop: (event: DragEvent) => {
          setOver(false);
          if (!carriesPaths(event.dataTransfer)) return;
          event.preventDefault();
          onMoveInto(path, draggedPaths(event.dataTransfer));
        },
      }
    : {};
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      color="inherit"
      onClick={() => onNavigate(path)}
      {...drop}
      sx={{ px: 0.5, borderRadius: 1, outline: over ? 2 : 0, outlineColor: 'primary.main', bgcolor: over ? 'action.hover' : undefined }}
    >
      {label}
    </Link>
  );
}

/** Home › banners › 2026: every crumb but the last navigates; crumbs accept dropped tiles. */
export function FolderBreadcrumbs({ path, onNavigate, onMoveInto }: FolderBreadcrumbsProps) {
  const crumbs = crumbsOf(path);
  const current = crumbs[crumbs.length - 1];
  return (
    <Breadcrumbs aria-label="Folder path" maxItems={8}>
      {crumbs.slice(0, -1).map((crumb) => (
        <Crumb key={crumb.path || 'home'} path={crumb.path} label={crumb.label} onNavigate={onNavigate} onMoveInto={onMoveInto} />
      ))}
      <Typography color="text.primary" aria-current="page">
        {current.label}
      </Typography>
    </Breadcrumbs>
  );
}
