import type { AccessRule } from '../permissions/access-rule';

export interface SessionUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** Role names, for "who am I" screens. */
  roles: string[];
}

/** A menu entry as the sidebar derivation sees it (the shell's module table entries extend this). */
export interface MenuItemDefinition {
  path: string;
  label: string;
  group: 'main' | 'app-setting';
  access: AccessRule;
  /** Menu rule: the user holds some permission starting with this module name. */
  permissionPrefix?: string;
}

/** The account's second factor, as the profile says it: a role may require one the user has not set up yet. */
export interface SecondFactorStatus {
  enrolled: boolean;
  required: boolean;
}

/** What the password step answers a user with a second factor: the token of the second step (not a session). */
export interface SecondFactorChallenge {
  challengeToken: string;
  expiresAt: string;
  /** How long "remember this browser" lasts; 0: not offered. */
  trustDeviceDays: number;
  /** A code (authenticator app or recovery code) completes the step; absent (an older server): true. */
  totp?: boolean;
  /** A passkey completes the step. */
  passkey?: boolean;
}

/** What is persisted (encrypted) between reloads. */
export interface StoredSession {
  token: string;
  user: SessionUser;
  permissions: Record<string, true>;
  allPermissions: boolean;
  /** Remembered current tab per module. */
  tabs: Record<string, string>;
  secondFactor?: SecondFactorStatus;
}
