import type { ReactNode } from 'react';
import { useCan, type PermissionCheck } from '../permissions/can';

type Props = PermissionCheck & { children: ReactNode; fallback?: ReactNode };

/** Renders its children only when the check passes: `<Can permission="landing.create"><Button …/></Can>`. */
export function Can({ children, fallback = null, ...check }: Props) {
  return <>{useCan(check as PermissionCheck) ? children : fallback}</>;
}
