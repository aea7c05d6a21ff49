// Who may switch a remote and how the history names them: a super admin, or a remote team's CI with a deploy token
// (the access hook already checked that the token names the remote).
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';

/** A switch is a super admin's, or a deploy token's for a remote it names (the access hook checked the name). */
export function requireReleaser(request: FastifyRequest): void {
  if (!request.session.allPermissions && !request.session.deployToken) throw new HttpError(403, 'You do not have permission to do this.');
}

/** Who a history row names: the staff member, or none for a deploy token (its name is in the e-mail column). */
export const actorOf = (request: FastifyRequest) => ({ userId: request.session.deployToken ? null : request.session.userId, email: request.session.email });

/** Where the API serves the builds published through it (release-routes.ts): always a place a remote may load from. */
export const releaseBaseOf = (publicUrl: string, name: string) => `${publicUrl}/api/v1/releases/${name}/`;
