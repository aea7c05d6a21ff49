// Admin user records as the API shows them: never the password hash; roles as ids and names.
import type { Db } from '../../db/db';
import { HttpError, notFound } from '../../http/errors';
import { toRecord } from '../../resource/records';

/** Selected for every user answer; the hash never leaves the database layer. */
export const USER_COLUMNS = `t.id, t.email, t.first_name, t.last_name, t.blocked_till, t.version, t.created_at, t.updated_at,
  COALESCE((SELECT jsonb_agg(ur.role_id ORDER BY ur.role_id) FROM user_roles ur WHERE ur.user_id = t.id), '[]'::jsonb) AS roles_ids,
  COALESCE((SELECT jsonb_agg(r.role_name ORDER BY r.role_name) FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = t.id), '[]'::jsonb) AS roles`;

export interface AdminUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  blockedTill: string | null;
  rolesIds: number[];
  roles: string[];
  version: number;
  createdAt: string;
  updatedAt: string;
}

export async function loadUser(db: Db, id: number): Promise<AdminUser> {
  const { rows } = await db.query(`SELECT ${USER_COLUMNS} FROM users t WHERE t.id = $1`, [id]);
  if (!rows[0]) throw notFound('User');
  return toRecord(rows[0]) as unknown as AdminUser;
}

/** Every id must be a role; assigning a super admin role needs a super admin. */
export async function checkRoles(db: Db, rolesIds: readonly number[], granterIsSuperAdmin: boolean): Promise<void> {
  const { rows } = await db.query<{ id: number; all_permissions: boolean }>('SELECT id, all_permissions FROM roles WHERE id = ANY($1::int[])', [[...rolesIds]]);
  if (rows.length !== new Set(rolesIds).size) throw new HttpError(400, 'Validation failed', { rolesIds: ['please select existing roles'] });
  if (!granterIsSuperAdmin && rows.some((r) => r.all_permissions)) throw new HttpError(403, 'Only a super admin can assign a super admin role.');
}

export async function emailTaken(db: Db, email: string, exceptId = -1): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [email, exceptId]);
  return rows.length > 0;
}

export const emailConflict = () => new HttpError(409, 'A user with this email already exists', { email: ['A user with this email already exists'] });
