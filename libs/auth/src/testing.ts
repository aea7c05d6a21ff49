// Test helpers for @backoffice/auth (a second entry point, so tests never deep-import).
import { signedOutState, updateSession } from './session/session-store';
import type { SessionUser } from './session/session-types';

export const testUser: SessionUser = { id: 1, firstName: 'Test', lastName: 'User', email: 'test@example.com', roles: ['Tester'] };

/**
 * Signs a fake user in, in memory only: `signInForTest({ permissions: ['landing.index', 'landing.update'] })`
 * or `signInForTest({ allPermissions: true })` for a super admin.
 */
export function signInForTest(options: { permissions?: string[]; allPermissions?: boolean; user?: Partial<SessionUser>; tabs?: Record<string, string> } = {}): void {
  const permissions: Record<string, true> = {};
  for (const p of options.permissions ?? []) permissions[p] = true;
  updateSession({
    ready: true,
    token: 'test-token',
    user: { ...testUser, ...options.user },
    permissions,
    allPermissions: options.allPermissions ?? false,
    tabs: options.tabs ?? {},
  });
}

/** Back to signed out (call in afterEach so stores never leak between tests). */
export function resetSessionForTest(): void {
  updateSession({ ...signedOutState, ready: true });
}
