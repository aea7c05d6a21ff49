// The signed-in staff member as every route sees it (request.session), and the access rules routes declare.

export interface Session {
  sessionId: number;
  /** Key material for the browser's encrypted copy of this session (handed to this session only). */
  storageKey: string;
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  /** Role names, for the profile. */
  roles: string[];
  /** Effective permissions: the union of the roles' lists, plus the fixed list for a super admin. */
  permissions: Readonly<Record<string, true>>;
  /** Set by a super admin role: passes every check except users.password. */
  allPermissions: boolean;
  /**
   * The second factor (modules/auth/second-factor.ts): set up or not, required by a role, last proved (ms) or null.
   * Absent on a session the server acts for (a scheduled campaign), which no request can present.
   */
  secondFactor?: { enrolled: boolean; required: boolean; verifiedAt: number | null };
  /** A remote team's CI calling with a deploy token (no staff member): only the release routes let it in. */
  deployToken?: { id: number; name: string; remotes: readonly string[] };
}

/**
 * Who may call a route; every route declares one in `config.access`.
 * - 'public': anyone; 'signed-in': any valid session;
 * - { permission }: that permission; { anyOf }: one of them; { allOf }: all of them.
 */
export type RouteAccess =
  | 'public'
  | 'signed-in'
  | { permission: string }
  | { anyOf: readonly string[] }
  | { allOf: readonly string[] };
