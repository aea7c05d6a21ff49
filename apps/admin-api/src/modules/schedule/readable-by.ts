// The resources whose module the caller may open (the schedule's and the finder's modules).
import { hasAnyPermission, moduleGuard, type ModuleDefinition } from '@backoffice/validation';
import type { FastifyRequest } from 'fastify';

/** A sign-in suffices for signed-in-only modules; the others need one of the permissions opening the module. */
export function readableBy<R extends { module: Pick<ModuleDefinition, 'access'> }>(request: FastifyRequest, resources: readonly R[]): R[] {
  return resources.filter((r) => r.module.access === 'signed-in' || hasAnyPermission(request.session, moduleGuard(r.module)));
}
