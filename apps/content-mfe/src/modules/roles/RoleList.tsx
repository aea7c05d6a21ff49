import { moduleResource } from '@backoffice/api/query';
import { ListPage, type ListColumn } from '@backoffice/ui';
import { permissionCatalogue, type Role } from '@backoffice/validation';
import { rolesModule } from '@backoffice/modules-content';

const columns: ListColumn<Role>[] = [
  { id: 'roleName', header: 'Name', sortable: true },
  { id: 'usersCount', header: 'Users', sortable: true, align: 'right' },
  {
    id: 'permissions',
    header: 'Permissions',
    render: (r) => (r.allPermissions ? 'Super admin (all)' : `${r.permissions.length} of ${permissionCatalogue().length}`),
    csv: (r) => (r.allPermissions ? 'all' : r.permissions.join(' ')),
  },
];

/** /roles: every role with how many users hold it; view, edit and delete by the roles permissions. */
export function RoleList() {
  return (
    <ListPage<Role>
      title="Roles"
      resource={moduleResource<Role>(rolesModule)}
      columns={columns}
      emptyText="No roles found"
      numberHeader="No."
      rowLabel={(r) => r.roleName}
      create={{ label: 'Create Role' }}
      actions={{
        view: {},
        edit: {},
        // A role still held is refused by the server with how many hold it; the Users column shows it beforehand.
        delete: { item: 'role' },
      }}
    />
  );
}
