// First start: a super admin from BOOTSTRAP_ADMIN_*; with demo data, the three documented local accounts.
import { permissionCatalogue } from '@backoffice/validation';
import './module-catalog';
import type { Db } from '../db/db';
import { ensureRole, findUserByEmail, insertUser } from './accounts';
import { hashPassword } from './passwords';

export const DEMO_PASSWORD = 'Passw0rd!';

export const SUPER_ADMIN_ROLE = { roleName: 'Super admin', permissions: ['users.password'], allPermissions: true } as const;

const DEMO_ROLES = {
  // Campaigns too: an editor prepares and publishes campaigns of the pages it edits (each item still needs its
  // module's permission, checked when prepared and again when published).
  editor: { roleName: 'Landing editor', permissions: permissionCatalogue().filter((p) => p.startsWith('landing.') || p.startsWith('campaign.')) },
  viewer: { roleName: 'Viewer', permissions: permissionCatalogue().filter((p) => p.endsWith('.index') || p.endsWith('.read')) },
};

const DEMO_USERS = [
  { email: 'admin@example.com', firstName: 'Anna', lastName: 'Kowalska', role: SUPER_ADMIN_ROLE },
  { email: 'editor@example.com', firstName: 'Piotr', lastName: 'Nowak', role: DEMO_ROLES.editor },
  { email: 'viewer@example.com', firstName: 'Katarzyna', lastName: 'Wiśniewska', role: DEMO_ROLES.viewer },
];

// Test files create many fresh databases: hash the shared demo password once per process.
let demoHash: Promise<string> | undefined;

/**
 * When no role is a super admin role any more (a database damaged before the API refused that), the seeded
 * Super admin role gets its flag back, so its holders can manage the app again. Returns true when it repaired.
 */
export async function restoreSuperAdminRole(db: Db): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE roles SET all_permissions = true, version = version + 1
      WHERE lower(role_name) = lower($1) AND NOT EXISTS (SELECT 1 FROM roles WHERE all_permissions) RETURNING id`,
    [SUPER_ADMIN_ROLE.roleName],
  );
  return rows.length > 0;
}

export async function bootstrapAdmin(db: Db, admin: { email: string; password: string }, now: Date): Promise<boolean> {
  await restoreSuperAdminRole(db);
  const { rows } = await db.query<{ count: string }>('SELECT count(*)::text AS count FROM users');
  if (rows[0].count !== '0') return false;
  const roleId = await ensureRole(db, SUPER_ADMIN_ROLE);
  await insertUser(db, { email: admin.email, firstName: 'Super', lastName: 'Admin', passwordHash: await hashPassword(admin.password), rolesIds: [roleId] }, now);
  return true;
}

/** Creates whichever demo account is missing (idempotent across restarts). */
export async function seedDemoAccounts(db: Db, now: Date): Promise<void> {
  await restoreSuperAdminRole(db);
  for (const user of DEMO_USERS) {
    if (await findUserByEmail(db, user.email)) continue;
    const roleId = await ensureRole(db, user.role);
    demoHash ??= hashPassword(DEMO_PASSWORD);
    await insertUser(db, { email: user.email, firstName: user.firstName, lastName: user.lastName, passwordHash: await demoHash, rolesIds: [roleId] }, now);
  }
}
