import { hasAllPermissions, hasAnyPermission, hasPermission } from '@backoffice/validation/session';
import { useSession, type SessionState } from '../session/session-store';
import { passesAccess, type AccessRule } from './access-rule';

const holder = (state: SessionState) => (state.token ? state : null);

/** `can('landing.update')`: super admins pass everything except `users.password`. Reads the current session. */
export function can(permission: string): boolean {
  return hasPermission(holder(useSession.getState()), permission);
}

/** Every listed permission is held. */
export function canAll(permissions: readonly string[]): boolean {
  return hasAllPermissions(holder(useSession.getState()), permissions);
}

/** At least one listed permission is held. */
export function canAny(permissions: readonly string[]): boolean {
  return hasAnyPermission(holder(useSession.getState()), permissions);
}

/** What a permission check in JSX may ask: one permission, any of several, all of several, or a whole rule. */
export type PermissionCheck =
  | { permission: string; anyOf?: never; allOf?: never; rule?: never }
  | { anyOf: readonly string[]; permission?: never; allOf?: never; rule?: never }
  | { allOf: readonly string[]; permission?: never; anyOf?: never; rule?: never }
  | { rule: AccessRule; permission?: never; anyOf?: never; allOf?: never };

function toRule(check: PermissionCheck): AccessRule {
  if (check.rule) return check.rule;
  if (check.permission !== undefined) return { kind: 'any-of', permissions: [check.permission] };
  if (check.anyOf) return { kind: 'any-of', permissions: check.anyOf };
  return { kind: 'all-of', permissions: check.allOf ?? [] };
}

/** Decides a check against a session state (pure; used by the hooks and guards). */
export function checkSession(state: SessionState, check: PermissionCheck): boolean {
  return passesAccess(toRule(check), holder(state));
}

/**
 * Re-renders when the session changes. `useCan('landing.create')`, `useCan({ anyOf: ['landing.read', 'landing.update'] })`.
 */
export function useCan(check: string | PermissionCheck): boolean {
  const normalised: PermissionCheck = typeof check === 'string' ? { permission: check } : check;
  return useSession((state) => checkSession(state, normalised));
}
