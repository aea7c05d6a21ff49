import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { passesAccess, type AccessRule } from '../permissions/access-rule';
import { useSession } from '../session/session-store';

interface Props {
  rule: AccessRule;
  children: ReactNode;
  /** Where a failed check goes (the spec: /404). */
  deniedTo?: string;
}

/** Route guard: renders the route when the signed-in user passes the rule, else redirects (to /404). */
export function RequireAccess({ rule, children, deniedTo = '/404' }: Props) {
  const allowed = useSession((state) => passesAccess(rule, state.token ? state : null));
  return allowed ? <>{children}</> : <Navigate to={deniedTo} replace />;
}
