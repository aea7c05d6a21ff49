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

/** What is persisted (encrypted) between reloads. */
export interface StoredSession {
  token: string;
  user: SessionUser;
  permissions: Record<string, true>;
  allPermissions: boolean;
  /** Remembered current tab per module. */
  tabs: Record<string, string>;
}
