import { useId, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { isPermission, permissionCatalogue } from '@backoffice/validation';
import { usePermissionCatalogue } from './use-permission-catalogue';
import { filterRows, MATRIX_ACTIONS, permissionRows, type PermissionRow } from './permission-rows';

export interface PermissionMatrixProps {
  /** The granted permissions. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Why a permission may not be toggled by this user (e.g. they do not hold it); undefined = may. */
  lockReason?: (permission: string) => string | undefined;
  readOnly?: boolean;
  /** Shown above the matrix, e.g. what locked boxes mean. */
  note?: ReactNode;
  rows?: readonly PermissionRow[];
}

/** Keeps catalogue order, and any granted string the catalogue does not know (never silently dropped). */
function ordered(granted: ReadonlySet<string>, value: readonly string[]): string[] {
  return [...permissionCatalogue().filter((p) => granted.has(p)), ...value.filter((p) => !isPermission(p) && granted.has(p))];
}

/**
 * A role's permissions as a matrix: a row per module group, a column per action (index, create, update,
 * read, delete) and the group's extras; a checkbox per row and per column toggles every box of it the user may
 * change (in the rows the filter shows); a count of what is granted. Boxes the user may not change are disabled,
 * and say why on hover.
 *   <PermissionMatrix value={permissions} onChange={setPermissions} lockReason={(p) => (held(p) ? undefined : 'You do not hold it')} />
 */
export function PermissionMatrix({ value, onChange, lockReason, readOnly = false, note, rows: given }: PermissionMatrixProps) {
  // The catalogue follows the live remotes' modules: rows are made anew when the shell learns of a change.
  const catalogue = usePermissionCatalogue();
  const rows = useMemo(() => given ?? permissionRows(catalogue), [given, catalogue]);
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const granted = useMemo(() => new Set(value), [value]);
  const shown = useMemo(() => filterRows(rows, filter), [rows, filter]);
  const editable = (p: string) => !readOnly && !lockReason?.(p);
  const count = value.filter(isPermission).length;

  const set = (permissions: readonly string[], on: boolean) => {
    const next = new Set(granted);
    for (const p of permissions) {
      if (on) next.add(p);
      else next.delete(p);
    }
    onChange(ordered(next, value));
  };
  /** Grants every changeable box of the set, or takes them all away when they are all granted already. */
  const toggleAll = (permissions: readonly string[]) => {
    const changeable = permissions.filter(editable);
    set(changeable, !changeable.every((p) => granted.has(p)));
  };

  const groupBox = (permissions: readonly string[], label: string) => {
    const on = permissions.filter((p) => granted.has(p)).length;
    return (
      <Checkbox
        size="small"
        checked={permissions.length > 0 && on === permissions.length}
        indeterminate={on > 0 && on < permissions.length}
        disabled={!permissions.some(editable)}
        onChange={() => toggleAll(permissions)}
        slotProps={{ input: { 'aria-label': label } }}
      />
    );
  };

  const box = (permission: string, text?: string) => {
    const reason = readOnly ? undefined : lockReason?.(permission);
    const control = (
      <Checkbox
        size="small"
        checked={granted.has(permission)}
        disabled={readOnly || Boolean(reason)}
        onChange={(event) => set([permission], event.target.checked)}
        slotProps={{ input: { 'aria-label': permission, title: reason } }}
      />
    );
    const shownControl = text ? <FormControlLabel control={control} label={text} sx={{ mr: 1 }} /> : control;
    // A disabled input fires no hover events: the tooltip sits on a wrapper.
    return reason ? (
      <Tooltip key={permission} title={reason}>
        <span>{shownControl}</span>
      </Tooltip>
    ) : (
      <Box component="span" key={permission}>
        {shownControl}
      </Box>
    );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <TextField id={filterId} size="small" type="search" label="Filter modules" value={filter} onChange={(e) => setFilter(e.target.value)} sx={{ minWidth: 240 }} />
        <Typography role="status" aria-live="polite" sx={{ flexGrow: 1 }}>
          {count} of {catalogue.length} permissions granted
        </Typography>
      </Box>
      {note}
      <TableContainer sx={{ maxHeight: 560, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="Permissions">
          <TableHead>
            <TableRow>
              <TableCell>Module</TableCell>
              <TableCell padding="checkbox">All</TableCell>
              {MATRIX_ACTIONS.map((action) => (
                <TableCell key={action} align="center" sx={{ whiteSpace: 'nowrap' }}>
                  {groupBox(shown.flatMap((row) => row.actions[action] ?? []), `All ${action} permissions`)}
                  {action.charAt(0).toUpperCase() + action.slice(1)}
                </TableCell>
              ))}
              <TableCell>Extras</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.group} hover>
                <TableCell component="th" scope="row">
                  {row.label}
                </TableCell>
                <TableCell padding="checkbox">{groupBox(row.all, `All ${row.label} permissions`)}</TableCell>
                {MATRIX_ACTIONS.map((action) => {
                  const permission = row.actions[action];
                  return (
                    <TableCell key={action} align="center">
                      {permission ? box(permission) : <span aria-label="Not applicable">—</span>}
                    </TableCell>
                  );
                })}
                <TableCell>{row.extras.map((extra) => box(extra.permission, extra.label))}</TableCell>
              </TableRow>
            ))}
            {shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={MATRIX_ACTIONS.length + 3}>No module matches “{filter}”</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
