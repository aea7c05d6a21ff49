// Admin users and roles, shared by the users/roles screens and the API.
import * as v from 'valibot';
import { integer, labelled, maxLength, minLength, string } from '../helpers';
import { messages } from '../messages';
import { PERMISSION_PATTERN } from '../permissions';
import { emailField, firstIssueOnly, newPasswordField, requiredText, resetPasswordFormSchema } from './auth';

/** More than any catalogue holds: a longer list is refused before its strings are read. */
const MAX_ROLE_PERMISSIONS = 1000;

/** POST/PUT v1/roles body. `allPermissions` marks the super admin role. */
export const roleSchema = v.strictObject({
  roleName: firstIssueOnly(
    v.pipe(
      v.optional(string(messages.required('Role name')), ''),
      v.trim(),
      v.nonEmpty(messages.required('Role name')),
      minLength(2),
      maxLength(100),
      v.title('Role name'),
    ),
  ),
  permissions: v.optional(
    v.pipe(
      // Spelled as a permission; the server also refuses one that no module it serves declares.
      v.array(v.pipe(string(messages.invalid('permission')), v.regex(PERMISSION_PATTERN, messages.invalid('permission'))), messages.invalid('list')),
      v.maxLength(MAX_ROLE_PERMISSIONS, messages.maxItems(MAX_ROLE_PERMISSIONS)),
    ),
    [],
  ),
  allPermissions: labelled('Super admin (every permission)', v.optional(v.boolean(messages.invalid('boolean')), false)),
});
export type RoleInput = v.InferOutput<typeof roleSchema>;

const roleId = firstIssueOnly(integer(messages.invalid('number'), v.minValue(1, messages.minValue(1))));
export const ROLES_REQUIRED = messages.select('at least one role');
const rolesIdsField = firstIssueOnly(
  labelled(
    'Roles',
    v.pipe(
    v.optional(v.array(roleId, messages.select('roles')), []),
    // A user has at least one role; the message uses the select template so the message names what is missing.
    v.minLength(1, ROLES_REQUIRED),
      v.maxLength(50, messages.maxItems(50)),
    ),
  ),
);

const userEntries = {
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: emailField,
  rolesIds: rolesIdsField,
};

/** POST v1/users body: the password is required on create. */
export const adminUserCreateSchema = v.strictObject({ ...userEntries, password: newPasswordField('Password') });
export type AdminUserCreateInput = v.InferOutput<typeof adminUserCreateSchema>;

/** PUT v1/users/{id} body: the password is optional (setting it needs users.password). */
export const adminUserUpdateSchema = v.strictObject({ ...userEntries, password: v.optional(newPasswordField('Password')) });
export type AdminUserUpdateInput = v.InferOutput<typeof adminUserUpdateSchema>;

/** POST v1/users/{id}/password body (users.password): a new password and its confirmation, as the reset form asks. */
export const setUserPasswordSchema = resetPasswordFormSchema;
export type SetUserPasswordInput = v.InferOutput<typeof setUserPasswordSchema>;

/** Block body (chat users and admin users): until when, an ISO date-time. */
export const blockUserSchema = v.strictObject({
  blockedTill: labelled(
    'Blocked till',
    firstIssueOnly(
      v.pipe(
        v.optional(string(messages.required('Blocked till')), ''),
        v.nonEmpty(messages.required('Blocked till')),
        v.isoTimestamp(messages.invalid('date')),
      ),
    ),
  ),
});
export type BlockUserInput = v.InferOutput<typeof blockUserSchema>;

/** A role as v1/roles answers it: the stored fields and how many users hold it. */
export interface Role extends RoleInput {
  id: number;
  usersCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A staff account as v1/users answers it (never the password hash): roles as ids and names. */
export interface AdminUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  /** Blocked while this is ahead; null when never blocked. */
  blockedTill: string | null;
  rolesIds: number[];
  roles: string[];
  version: number;
  createdAt: string;
  updatedAt: string;
}
