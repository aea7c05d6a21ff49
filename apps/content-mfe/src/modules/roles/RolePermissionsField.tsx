import Alert from '@mui/material/Alert';
import { useField } from 'react-final-form';
import { useFormReadOnly, useSession } from '@backoffice/auth';
import { hasPermission, PERMISSIONS } from '@backoffice/validation';
import { PermissionMatrix } from './PermissionMatrix';

export const NOT_HELD = 'You do not hold this permission, so you cannot grant it';

/**
 * The role form's `permissions` as a matrix, with the server's anti-escalation rule shown: a permission the user
 * does not hold is locked, unless the role had it when loaded (keeping or removing it grants nothing new).
 */
export function RolePermissionsField({ loaded }: { loaded: readonly string[] }) {
  const { input } = useField<string[]>('permissions');
  const readOnly = useFormReadOnly();
  const permissions = useSession((s) => s.permissions);
  const allPermissions = useSession((s) => s.allPermissions);
  const holds = (p: string) => hasPermission({ permissions, allPermissions }, p) || loaded.includes(p);
  const lockReason = (p: string) => (holds(p) ? undefined : NOT_HELD);
  const locked = !readOnly && PERMISSIONS.some((p) => !holds(p));
  return (
    <PermissionMatrix
      value={input.value || []}
      onChange={(next) => input.onChange(next)}
      readOnly={readOnly}
      lockReason={lockReason}
      note={
        locked ? (
          <Alert severity="info" variant="outlined">
            Greyed-out boxes are permissions you do not hold: nobody can grant a permission they do not hold.
          </Alert>
        ) : undefined
      }
    />
  );
}
