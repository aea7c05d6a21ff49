// A scheduled campaign runs for the person who scheduled it, with the permissions they hold at run time (read again
// from their roles, not from a session that may have ended): a permission taken away meanwhile fails the campaign.
import { superAdminPermissions } from '@backoffice/validation';
import { accessOfUser } from '../../core/accounts';
import type { Session } from '../../core/session';
import type { Db } from '../../db/db';

/** The user as a session for a run with no request; null when the account is gone or blocked now. */
export async function sessionOfUser(db: Db, userId: number, now: Date): Promise<Session | null> {
  const { rows } = await db.query<{ id: number; email: string; first_name: string; last_name: string; blocked_till: Date | string | null }>(
    'SELECT id, email, first_name, last_name, blocked_till FROM users WHERE id = $1',
    [userId],
  );
  const user = rows[0];
  if (!user) return null;
  if (user.blocked_till && new Date(user.blocked_till).getTime() > now.getTime()) return null;
  const access = await accessOfUser(db, userId);
  const permissions: Record<string, true> = access.allPermissions ? superAdminPermissions() : {};
  for (const permission of access.permissions) permissions[permission] = true;
  return {
    sessionId: 0,
    storageKey: '',
    userId: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    roles: [],
    permissions,
    allPermissions: access.allPermissions,
  };
}
