import { useQuery } from '@tanstack/react-query';
import { http } from '@backoffice/api';
import { moduleResource } from '@backoffice/api/query';
import { type AdminUser, type AdminUserCreateInput, type SetUserPasswordInput, type BlockUserInput } from '@backoffice/validation';
import { usersModule } from '@backoffice/modules-content';

/** v1/users: the server serves PUT for an account (the whole record with its version). */
export const users = moduleResource<AdminUser, AdminUserCreateInput>(usersModule);

export interface RoleOption {
  id: number;
  roleName: string;
  /** The signed-in user holds everything the role grants, so may assign it. */
  grantable: boolean;
}

const roleOptionsKey = [...users.keys.all, 'role-options'] as const;

/** The roles a users form and filter offer (GET v1/users/role-options: no roles.index needed). */
export function useRoleOptions() {
  return useQuery({ queryKey: roleOptionsKey, queryFn: ({ signal }) => http.get<RoleOption[]>('users/role-options', { signal }), staleTime: 60_000 });
}

/** The row operations of an account: block until a date, unblock, set a new password, reset the second factor (each refreshes the list). */
export function useAccountOperations() {
  return {
    block: users.useOperation('block', 'POST'),
    unblock: users.useOperation('unblock', 'POST'),
    password: users.useOperation('password', 'POST'),
    resetSecondFactor: users.useOperation('second-factor/reset', 'POST'),
  };
}

export type { BlockUserInput, SetUserPasswordInput };

/** Blocked while blockedTill is ahead (as the server's sign-in sees it). */
export const isBlocked = (user: Pick<AdminUser, 'blockedTill'>, now = Date.now()) => Boolean(user.blockedTill && new Date(user.blockedTill).getTime() > now);
