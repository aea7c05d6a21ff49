// The account an identity provider's user signs in to, and its roles from the provider's groups.
// - The account is found by the provider's subject, else by a verified e-mail (then tied to the subject), else created
//   when OIDC_CREATE_USERS allows.
// - The roles named in OIDC_ROLE_MAP follow the groups at every sign-in (a group removed at the provider removes its
//   role); roles the map does not name stay as an administrator set them.
import type { SsoSettings } from '../../core/config';
import { hashPassword } from '../../core/passwords';
import { newToken } from '../../core/tokens';
import type { Db } from '../../db/db';
import type { SsoClaims } from './sso-provider';

export class SsoRefusal extends Error {}

export interface SsoAccount {
  id: number;
  email: string;
  blocked_till: Date | string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The groups claim as a list of names (a list, or one name). */
export function groupsOf(claims: SsoClaims, claim: string): string[] {
  const value = claims[claim];
  if (Array.isArray(value)) return value.filter((group): group is string => typeof group === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** The role names the groups grant, and every role name the map manages. */
export function mappedRoles(settings: Pick<SsoSettings, 'roleMap'>, groups: readonly string[]): { granted: Set<string>; managed: Set<string> } {
  const member = new Set(groups);
  const granted = new Set<string>();
  const managed = new Set<string>();
  for (const { group, role } of settings.roleMap) {
    managed.add(role.toLowerCase());
    if (member.has(group)) granted.add(role.toLowerCase());
  }
  return { granted, managed };
}

async function findAccount(db: Db, subject: string, email: string, emailVerified: boolean): Promise<SsoAccount | null> {
  const bySubject = await db.query<SsoAccount>('SELECT id, email, blocked_till FROM users WHERE sso_subject = $1', [subject]);
  if (bySubject.rows[0]) return bySubject.rows[0];
  // An account an administrator made beforehand, by the address the provider vouches for.
  if (!email || !emailVerified) return null;
  const byEmail = await db.query<SsoAccount>('UPDATE users SET sso_subject = $2 WHERE lower(email) = lower($1) AND sso_subject IS NULL RETURNING id, email, blocked_till', [email, subject]);
  return byEmail.rows[0] ?? null;
}

async function createAccount(db: Db, claims: SsoClaims, email: string, now: Date): Promise<SsoAccount> {
  const [first = '', ...rest] = text(claims.name).split(/\s+/);
  const firstName = (text(claims.given_name) || first || email.split('@')[0]).slice(0, 100);
  const lastName = (text(claims.family_name) || rest.join(' ') || '-').slice(0, 100);
  // Nobody knows this password: the account signs in through the provider until someone sets one.
  const passwordHash = await hashPassword(newToken());
  const { rows } = await db.query<SsoAccount>(
    `INSERT INTO users (email, first_name, last_name, password_hash, sso_subject, created_at, updated_at)
     VALUES (lower($1), $2, $3, $4, $5, $6, $6) RETURNING id, email, blocked_till`,
    [email, firstName, lastName, passwordHash, claims.sub, now.toISOString()],
  );
  return rows[0];
}

/** Sets the managed roles to those granted; the others stay. Answers the user's role names after the change. */
async function syncRoles(db: Db, userId: number, granted: Set<string>, managed: Set<string>): Promise<string[]> {
  const { rows: roles } = await db.query<{ id: number; name: string }>('SELECT id, lower(role_name) AS name FROM roles WHERE lower(role_name) = ANY($1::text[])', [[...managed]]);
  const managedIds = roles.map((role) => role.id);
  const grantedIds = roles.filter((role) => granted.has(role.name)).map((role) => role.id);
  await db.query('DELETE FROM user_roles WHERE user_id = $1 AND role_id = ANY($2::int[]) AND NOT role_id = ANY($3::int[])', [userId, managedIds, grantedIds]);
  if (grantedIds.length > 0) await db.query('INSERT INTO user_roles (user_id, role_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [userId, grantedIds]);
  const { rows } = await db.query<{ role_name: string }>('SELECT r.role_name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1', [userId]);
  return rows.map((row) => row.role_name);
}

/** The account the provider's user signs in to, its roles brought in line with the groups; refused with a reason. */
export async function ssoAccount(db: Db, settings: SsoSettings, claims: SsoClaims, now: Date): Promise<SsoAccount> {
  const email = text(claims.email).toLowerCase();
  // Providers that do not say whether the address is verified are trusted for it; one that says false is not.
  const emailVerified = claims.email_verified !== false && claims.email_verified !== 'false';
  const { granted, managed } = mappedRoles(settings, groupsOf(claims, settings.groupsClaim));
  // The roles are brought in line even when the sign-in is then refused: a removed group takes its role away now.
  const { account, roles } = await db.transaction(async (tx) => {
    let account = await findAccount(tx, claims.sub, email, emailVerified);
    if (!account) {
      if (!settings.createUsers) throw new SsoRefusal('Your account is not set up in Back Office yet. Ask an administrator to add it.');
      if (!email || !emailVerified) throw new SsoRefusal(`${settings.name} did not give a verified e-mail address for your account.`);
      if (granted.size === 0) throw new SsoRefusal('None of your groups gives a role in Back Office. Ask an administrator for access.');
      const taken = await tx.query('SELECT 1 FROM users WHERE lower(email) = $1', [email]);
      if (taken.rows[0]) throw new SsoRefusal('An account with your e-mail address is tied to another sign-in. Ask an administrator.');
      account = await createAccount(tx, claims, email, now);
    }
    return { account, roles: await syncRoles(tx, account.id, granted, managed) };
  });
  if (roles.length === 0) throw new SsoRefusal('Your account has no role in Back Office. Ask an administrator for access.');
  return account;
}
