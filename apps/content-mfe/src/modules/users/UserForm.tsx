import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useParams } from 'react-router';
import { FormShell, SelectInput, TextInput, useEntityForm } from '@backoffice/ui';
import { adminUserCreateSchema, adminUserUpdateSchema, type AdminUser } from '@backoffice/validation';
import { useRoleOptions, users } from './api';

type Mode = 'add' | 'edit' | 'view';
const TITLES: Record<Mode, string> = { add: 'Create User', edit: 'Edit User', view: 'User' };
const empty = { firstName: '', lastName: '', email: '', rolesIds: [], password: '' };
const NOT_HELD = 'grants permissions you do not hold';

/** The form's fields of an account: the password only on create (it changes later with users.password). */
const toValues = (u: AdminUser) => ({ firstName: u.firstName, lastName: u.lastName, email: u.email, rolesIds: u.rolesIds });

/** /users/add, edit/{id} and view/{id}: a staff account of the back office. */
export function UserForm({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const form = useEntityForm(users, { mode, id, empty, toValues });
  const roles = useRoleOptions();
  // The roles select waits for its options, so a loaded account's roles never show as unknown values.
  if (form.loading || roles.isPending) return <Skeleton variant="rounded" height={420} aria-label="Loading user" />;
  const held = new Set(form.record.data?.rolesIds ?? []);
  // A role the user may not assign is offered disabled, unless the account already holds it (keeping it grants nothing).
  const options = (roles.data ?? []).map((r) => ({ value: r.id, label: r.roleName, disabled: !r.grantable && !held.has(r.id), hint: !r.grantable && !held.has(r.id) ? NOT_HELD : undefined }));
  return (
    <Paper sx={{ p: 3, maxWidth: 860 }}>
      <FormShell schema={mode === 'add' ? adminUserCreateSchema : adminUserUpdateSchema} {...form.formProps} title={TITLES[mode]} submitLabel={mode === 'add' ? 'Create' : 'Update'}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          <TextInput name="firstName" required autoComplete="off" />
          <TextInput name="lastName" required autoComplete="off" />
        </Box>
        <TextInput name="email" type="email" required autoComplete="off" />
        <SelectInput name="rolesIds" multiple required size="small" options={options} helperText="At least one role" />
        {mode === 'add' && <TextInput name="password" type="password" required autoComplete="new-password" helperText="At least 8 characters" />}
      </FormShell>
    </Paper>
  );
}
