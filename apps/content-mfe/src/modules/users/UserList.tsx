import { lazy, Suspense, useState } from 'react';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PasswordIcon from '@mui/icons-material/Password';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { useSession } from '@backoffice/auth';
import { ListPage, type ListColumn, type RowActionsConfig } from '@backoffice/ui';
import type { AdminUser } from '@backoffice/validation';
import { isBlocked, useAccountOperations, useRoleOptions, users } from './api';
import { formatDateTime } from '@backoffice/validation';

// The dialogs (and the date picker) load with the first Block or Set password, not with the list.
const BlockUserDialog = lazy(() => import('./AccountDialogs').then((m) => ({ default: m.BlockUserDialog })));
const SetPasswordDialog = lazy(() => import('./AccountDialogs').then((m) => ({ default: m.SetPasswordDialog })));
const ResetSecondFactorDialog = lazy(() => import('./AccountDialogs').then((m) => ({ default: m.ResetSecondFactorDialog })));

const fullName = (u: AdminUser) => `${u.firstName} ${u.lastName}`;

const columns: ListColumn<AdminUser>[] = [
  { id: 'lastName', header: 'Name', sortable: true, render: fullName, csv: fullName },
  { id: 'email', header: 'Email', sortable: true },
  { id: 'roles', header: 'Roles', render: (u) => u.roles.join(', '), csv: (u) => u.roles.join(', ') },
  {
    id: 'blockedTill',
    header: 'Status',
    render: (u) =>
      isBlocked(u) ? <Chip size="small" color="error" label={`Blocked till ${formatDateTime(u.blockedTill)}`} /> : <Chip size="small" color="success" variant="outlined" label="Active" />,
    csv: (u) => (isBlocked(u) ? `blocked till ${u.blockedTill}` : 'active'),
  },
];

/** /users: tabs All / Active / Blocked, search by name and email, a role filter; block, unblock and set password per row; a super admin resets a user's two-step sign-in. */
export function UserList() {
  const [roleId, setRoleId] = useState('');
  const me = useSession((s) => s.user?.id);
  const superAdmin = useSession((s) => s.allPermissions);
  const roles = useRoleOptions();
  const operations = useAccountOperations();
  // Nobody blocks, deletes or sets the password of their own account here (the server refuses it too).
  const self = (u: AdminUser) => u.id === me;

  const actions: RowActionsConfig<AdminUser> = {
    operations: [
      {
        label: 'Block',
        icon: <BlockIcon fontSize="small" />,
        needs: 'update',
        hidden: (u) => self(u) || isBlocked(u),
        dialog: (u, close) => (
          <Suspense fallback={null}>
            <BlockUserDialog user={u} onClose={close} onSubmit={(body) => operations.block.mutateAsync({ id: u.id, body })} />
          </Suspense>
        ),
      },
      {
        label: 'Unblock',
        icon: <LockOpenIcon fontSize="small" />,
        needs: 'update',
        hidden: (u) => !isBlocked(u),
        confirm: 'unblock',
        run: (u) => operations.unblock.mutateAsync({ id: u.id, body: undefined }),
      },
      {
        label: 'Set password',
        icon: <PasswordIcon fontSize="small" />,
        needs: 'password',
        hidden: self,
        dialog: (u, close) => (
          <Suspense fallback={null}>
            <SetPasswordDialog user={u} onClose={close} onSubmit={(body) => operations.password.mutateAsync({ id: u.id, body })} />
          </Suspense>
        ),
      },
      {
        // A super admin's alone (the server says so too); one's own factor is removed on the profile, with a code.
        label: 'Reset two-step sign-in',
        icon: <PhonelinkEraseIcon fontSize="small" />,
        needs: 'update',
        hidden: (u) => !superAdmin || self(u),
        dialog: (u, close) => (
          <Suspense fallback={null}>
            <ResetSecondFactorDialog user={u} onClose={close} onSubmit={() => operations.resetSecondFactor.mutateAsync({ id: u.id, body: undefined })} />
          </Suspense>
        ),
      },
    ],
    view: {},
    edit: {},
    delete: { item: 'user', hidden: self },
  };

  return (
    <ListPage<AdminUser>
      title="Users"
      resource={users}
      columns={columns}
      emptyText="No users found"
      numberHeader="No."
      tabsLabel="User status"
      rowLabel={fullName}
      create={{ label: 'Create User' }}
      actions={actions}
      extraParams={roleId ? { roleId } : {}}
      toolbar={
        <TextField select size="small" label="Role" value={roleId} onChange={(e) => setRoleId(e.target.value)} sx={{ minWidth: 200 }}>
          <MenuItem value="">All roles</MenuItem>
          {(roles.data ?? []).map((r) => (
            <MenuItem key={r.id} value={String(r.id)}>
              {r.roleName}
            </MenuItem>
          ))}
        </TextField>
      }
    />
  );
}
