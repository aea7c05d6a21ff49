// Moving entries by drag and drop: the dragged paths travel in a private data type, so a drop can tell
// our own tiles from files dragged in from the desktop (which arrive as "Files").
export const DRAG_TYPE = 'application/x-backoffice-paths';

export function setDraggedPaths(transfer: DataTransfer, paths: readonly string[]): void {
  transfer.setData(DRAG_TYPE, JSON.stringify(paths));
  transfer.setData('text/plain', paths.join('\n'));
  transfer.effectAllowed = 'move';
}

export const carriesPaths = (transfer: DataTransfer) => Array.from(transfer.types).includes(DRAG_TYPE);
export const carriesFiles = (transfer: DataTransfer) => Array.from(transfer.types).includes('Files');

export function draggedPaths(transfer: DataTransfer): string[] {
  try {
    const value: unknown = JSON.parse(transfer.getData(DRAG_TYPE) || '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
