import type { SecondFactorStatus, SessionUser } from './session-types';

/** GET v1/profile → data. */
export interface ProfileResponse {
  user: { id: number; firstName: string; lastName: string; email: string; roles?: unknown };
  permissions: Record<string, boolean> | string[];
  allPermissions: boolean;
  /** Key material for the encrypted stored session; handed to the signed-in session only. */
  storageKey?: string;
  /** The account's second factor (an API without one leaves it out). */
  secondFactor?: SecondFactorStatus;
}

function roleName(role: unknown): string | null {
  if (typeof role === 'string') return role;
  if (role && typeof role === 'object') {
    const named = role as { name?: unknown; roleName?: unknown };
    const name = named.name ?? named.roleName;
    return typeof name === 'string' ? name : null;
  }
  return null;
}

/** Normalises the profile answer: roles become names, the permission map keeps only granted keys. */
export function sessionFromProfile(profile: ProfileResponse): { user: SessionUser; permissions: Record<string, true>; allPermissions: boolean; secondFactor?: SecondFactorStatus } {
  const permissions: Record<string, true> = {};
  const granted = Array.isArray(profile.permissions)
    ? profile.permissions
    : Object.entries(profile.permissions ?? {}).filter(([, on]) => on).map(([key]) => key);
  for (const key of granted) permissions[key] = true;
  const roles = Array.isArray(profile.user.roles) ? profile.user.roles.map(roleName).filter((r): r is string => r !== null) : [];
  const { id, firstName, lastName, email } = profile.user;
  const factor = profile.secondFactor;
  const secondFactor = factor && typeof factor === 'object' ? { enrolled: factor.enrolled === true, required: factor.required === true } : undefined;
  return { user: { id, firstName, lastName, email, roles }, permissions, allPermissions: profile.allPermissions === true, secondFactor };
}
