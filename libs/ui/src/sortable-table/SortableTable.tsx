import type { CSSProperties, ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { moveItem } from './move-item';

type Id = string | number;

export interface SortableColumn<T> {
  id: string;
  header: string;
  render?: (row: T) => ReactNode;
}

export interface SortableTableProps<T> {
  caption: string;
  rows: readonly T[];
  columns: readonly SortableColumn<T>[];
  getRowId: (row: T) => Id;
  /** The new order, after a drag or a move button. */
  onReorder: (rows: T[]) => void;
  /** Names a row in button labels ("Move Winner up"). */
  rowLabel?: (row: T) => string;
  disabled?: boolean;
}

// Kept in its own file so fields that reorder without dragging do not load the drag-and-drop kit.
export { moveItem };

function SortableRow<T>(props: { row: T; index: number; count: number } & SortableTableProps<T>) {
  const { row, index, count, columns, getRowId } = props;
  const id = getRowId(row);
  const label = props.rowLabel?.(row) ?? String(id);
  const sortable = useSortable({ id, disabled: props.disabled });
  const style: CSSProperties = { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition, opacity: sortable.isDragging ? 0.6 : 1 };
  const move = (to: number) => props.onReorder(moveItem(props.rows, index, to));
  return (
    <TableRow ref={sortable.setNodeRef} style={style} hover>
      <TableCell padding="checkbox">
        <IconButton size="small" aria-label={`Drag ${label}`} disabled={props.disabled} {...sortable.attributes} {...sortable.listeners} sx={{ cursor: 'grab' }}>
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      </TableCell>
      {columns.map((column) => (
        <TableCell key={column.id}>{column.render ? column.render(row) : String((row as Record<string, unknown>)[column.id] ?? '')}</TableCell>
      ))}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconButton size="small" aria-label={`Move ${label} up`} disabled={props.disabled || index === 0} onClick={() => move(index - 1)}>
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`Move ${label} down`} disabled={props.disabled || index === count - 1} onClick={() => move(index + 1)}>
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}

/**
 * A table ordered by drag (mouse, touch, or keyboard: Space then arrows), with Move up/down buttons as well.
 * Used for market-types order.
 */
export function SortableTable<T>(props: SortableTableProps<T>) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = props.rows.map(props.getRowId);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    props.onReorder(moveItem(props.rows, ids.indexOf(active.id), ids.indexOf(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <Table size="small" aria-label={props.caption}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            {props.columns.map((column) => (
              <TableCell key={column.id}>{column.header}</TableCell>
            ))}
            <TableCell align="right">Order</TableCell>
          </TableRow>
        </TableHead>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <TableBody>
            {props.rows.map((row, index) => (
              <SortableRow key={props.getRowId(row)} {...props} row={row} index={index} count={props.rows.length} />
            ))}
          </TableBody>
        </SortableContext>
      </Table>
    </DndContext>
  );
}
