import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { useSession } from '@backoffice/auth';
import { moduleResource } from '@backoffice/api/query';
import { FormShell, SwitchInput, TextInput, useEntityForm } from '@backoffice/ui';
import { roleSchema, type Role, type RoleInput } from '@backoffice/validation';
import { rolesModule } from '@backoffice/modules-content';
import { RolePermissionsField } from './RolePermissionsField';

type Mode = 'add' | 'edit' | 'view';
const TITLES: Record<Mode, string> = { add: 'Create Role', edit: 'Edit Role', view: 'Role' };
const empty = { roleName: '', permissions: [], allPermissions: false };

/** /roles/add, edit/{id} and view/{id}: the name (at least 2 characters), the super admin flag and the matrix. */
export function RoleForm({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const form = useEntityForm(moduleResource<Role, RoleInput>(rolesModule), { mode, id, empty });
  const superAdmin = useSession((s) => s.allPermissions);
  if (form.loading) return <Skeleton variant="rounded" height={520} aria-label="Loading role" />;
  const role = form.record.data;
  // The server lets only a super admin change a super admin role: for anyone else it opens read-only.
  const guarded = mode === 'edit' && role?.allPermissions === true && !superAdmin;
  return (
    <Paper sx={{ p: 3, maxWidth: 1100 }}>
      <FormShell schema={roleSchema} {...form.formProps} mode={guarded ? 'view' : mode} title={TITLES[mode]} submitLabel={mode === 'add' ? 'Create' : 'Update'}>
        {guarded && <Alert severity="info">Only a super admin can change a super admin role.</Alert>}
        <TextInput name="roleName" required helperText="At least 2 characters" />
        <SwitchInput
          name="allPermissions"
          disabled={!superAdmin}
          helperText={
            superAdmin
              ? 'Passes every check except users.password, which is granted by name below. At least one super admin always remains.'
              : 'Only a super admin can make a role a super admin role.'
          }
        />
        <RolePermissionsField />
      </FormShell>
    </Paper>
  );
}
