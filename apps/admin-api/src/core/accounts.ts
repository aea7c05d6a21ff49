// Account and role records shared by the seed, the auth routes and the users/roles routes.
import type { Db } from '../db/db';

export interface RoleSeed {
  roleName: string;
  permissions: readonly string[];
  allPermissions?: boolean;
}

/** The id of the role with this name, created when missing. */
export async function ensureRole(db: Db, role: RoleSeed): Promise<number> {
  const found = await db.query<{ id: number }>('SELECT id FROM roles WHERE lower(role_name) = lower($1)', [role.roleName]);
  if (found.rows[0]) return found.rows[0].id;
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO roles (role_name, permissions, all_permissions) VALUES ($1, $2::jsonb, $3) RETURNING id',
    [role.roleName, JSON.stringify(role.permissions), role.allPermissions ?? false],
  );
  return rows[0].id;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  rolesIds: readonly number[];
}

export async function insertUser(db: Db, user: NewUser, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO users (email, first_name, last_name, password_hash, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
      [user.email.toLowerCase(), user.firstName, user.lastName, user.passwordHash, now.toISOString()],
    );
    const id = rows[0].id;
    await setUserRoles(tx, id, user.rolesIds);
    return id;
  });
}

export async function setUserRoles(db: Db, userId: number, rolesIds: readonly number[]): Promise<void> {
  await db.query('DELETE FROM user_roles WHERE user_id = $1', [userId]);
  if (rolesIds.length === 0) return;
  await db.query('INSERT INTO user_roles (user_id, role_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [userId, [...rolesIds]]);
}

export async function findUserByEmail(db: Db, email: string) {
  const { rows } = await db.query<{ id: number; email: string; password_hash: string; blocked_till: Date | string | null; sso_subject: string | null }>(
    'SELECT id, email, password_hash, blocked_till, sso_subject FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0];
}

/** What a set of roles grants: the super-admin flag and the union of their permission lists. */
export interface RolesAccess {
  allPermissions: boolean;
  permissions: string[];
}

/** The access the given roles grant together (unknown ids grant nothing). */
export async function accessOfRoles(db: Db, rolesIds: readonly number[]): Promise<RolesAccess> {
  const { rows } = await db.query<{ all_permissions: boolean; permissions: string[] }>(
    'SELECT all_permissions, permissions FROM roles WHERE id = ANY($1::int[])',
    [[...rolesIds]],
  );
  return { allPermissions: rows.some((r) => r.all_permissions), permissions: [...new Set(rows.flatMap((r) => r.permissions))] };
}

/** The access a user's roles grant. */
export async function accessOfUser(db: Db, userId: number): Promise<RolesAccess> {
  const { rows } = await db.query<{ role_id: number }>('SELECT role_id FROM user_roles WHERE user_id = $1', [userId]);
  return accessOfRoles(db, rows.map((r) => r.role_id));
}

/**
 * Serialises every change that could leave no super admin (within the caller's transaction), so two
 * super admins demoting each other at once cannot both see "one left" and both succeed.
 */
export async function lockSuperAdmins(tx: Db): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(20190419)');
}

/**
 * Users who can act as super admin now (an allPermissions role, not blocked), leaving out one user or one role
 * to ask "would any be left without them?".
 */
export async function countSuperAdmins(db: Db, now: Date, except: { userId?: number; roleId?: number } = {}): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(DISTINCT u.id)::text AS n FROM users u
       JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
      WHERE r.all_permissions AND (u.blocked_till IS NULL OR u.blocked_till <= $1) AND u.id <> $2 AND r.id <> $3`,
    [now.toISOString(), except.userId ?? -1, except.roleId ?? -1],
  );
  return Number(rows[0].n);
}
