// Admin user records as the API shows them: never the password hash; roles as ids and names.
import type { AdminUser } from '@backoffice/validation';
import { accessOfRoles, accessOfUser, countSuperAdmins, type RolesAccess } from '../../core/accounts';
import type { Session } from '../../core/session';
import type { Db } from '../../db/db';
import { HttpError, notFound } from '../../http/errors';
import { toRecord } from '../../resource/records';
import { exceeding } from './authority';

/** Selected for every user answer; the hash never leaves the database layer. */
export const USER_COLUMNS = `t.id, t.email, t.first_name, t.last_name, t.blocked_till, t.version, t.created_at, t.updated_at,
  COALESCE((SELECT jsonb_agg(ur.role_id ORDER BY ur.role_id) FROM user_roles ur WHERE ur.user_id = t.id), '[]'::jsonb) AS roles_ids,
  COALESCE((SELECT jsonb_agg(r.role_name ORDER BY r.role_name) FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = t.id), '[]'::jsonb) AS roles`;

export async function loadUser(db: Db, id: number): Promise<AdminUser> {
  const { rows } = await db.query(`SELECT ${USER_COLUMNS} FROM users t WHERE t.id = $1`, [id]);
  if (!rows[0]) throw notFound('User');
  return toRecord(rows[0]) as unknown as AdminUser;
}

/** Every id must be a role, and together they may grant only what the granter holds (403 otherwise). */
export async function checkGrant(db: Db, rolesIds: readonly number[], granter: Session): Promise<RolesAccess> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM roles WHERE id = ANY($1::int[])', [[...rolesIds]]);
  if (rows.length !== new Set(rolesIds).size) throw new HttpError(400, 'Validation failed', { rolesIds: ['please select existing roles'] });
  const access = await accessOfRoles(db, rolesIds);
  const beyond = exceeding(granter, access);
  if (beyond[0] === 'super admin') throw new HttpError(403, 'Only a super admin can assign a super admin role.');
  if (beyond.length > 0) throw new HttpError(403, `You cannot assign roles with permissions you do not hold: ${beyond.join(', ')}`);
  return access;
}

/**
 * Changing, blocking or deleting an account needs at least its access: otherwise re-emailing it and asking for a
 * password reset would hand its permissions (or a super admin's) to the actor. Returns the account's access.
 */
export async function checkActOn(db: Db, actor: Session, userId: number): Promise<RolesAccess> {
  const access = await accessOfUser(db, userId);
  const beyond = exceeding(actor, access);
  if (beyond[0] === 'super admin') throw new HttpError(403, 'Only a super admin can change a super admin account.');
  if (beyond.length > 0) throw new HttpError(403, `You cannot change an account that holds permissions you do not hold: ${beyond.join(', ')}`);
  return access;
}

/** 409 when taking super admin away from this user (demotion, block, delete) would leave no super admin. */
export async function checkSuperAdminRemains(db: Db, userId: number, now: Date): Promise<void> {
  if ((await countSuperAdmins(db, now, { userId })) === 0) throw lastSuperAdmin();
}

export const lastSuperAdmin = () => new HttpError(409, 'At least one super admin must remain.');

export async function emailTaken(db: Db, email: string, exceptId = -1): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2', [email, exceptId]);
  return rows.length > 0;
}

export const emailConflict = () => new HttpError(409, 'A user with this email already exists', { email: ['A user with this email already exists'] });

/** For a write's catch: a unique-email violation (two saves racing for one address) is the same 409. */
export function rethrowEmailConflict(error: unknown): never {
  if ((error as { code?: string }).code === '23505') throw emailConflict();
  throw error;
}
