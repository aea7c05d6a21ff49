import Alert from '@mui/material/Alert';
import { useField } from 'react-final-form';
import { useFormReadOnly, useSession } from '@backoffice/auth';
import { hasPermission, permissionCatalogue } from '@backoffice/validation';
import { PermissionMatrix } from './PermissionMatrix';

export const NOT_HELD = 'You do not hold this permission, so you cannot grant or remove it';

/**
 * The role form's `permissions` as a matrix, with the server's rule shown: a permission the user does not hold is
 * locked, whether the role has it or not (neither granting nor removing it is theirs to decide).
 */
export function RolePermissionsField() {
  const { input } = useField<string[]>('permissions');
  const readOnly = useFormReadOnly();
  const permissions = useSession((s) => s.permissions);
  const allPermissions = useSession((s) => s.allPermissions);
  const holds = (p: string) => hasPermission({ permissions, allPermissions }, p);
  const lockReason = (p: string) => (holds(p) ? undefined : NOT_HELD);
  const locked = !readOnly && permissionCatalogue().some((p) => !holds(p));
  return (
    <PermissionMatrix
      value={input.value || []}
      onChange={(next) => input.onChange(next)}
      readOnly={readOnly}
      lockReason={lockReason}
      note={
        locked ? (
          <Alert severity="info" variant="outlined">
            Greyed-out boxes are permissions you do not hold: nobody can grant or remove a permission they do not hold.
          </Alert>
        ) : undefined
      }
    />
  );
}
