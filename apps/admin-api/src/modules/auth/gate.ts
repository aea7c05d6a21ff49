// What the second factor adds to every signed-in request (called by the access hook, core/access.ts):
// - a session whose roles require a factor its user has not set up may call only the routes that lead through the
//   enrolment (config.duringEnrolment): 403 `second_factor_enrolment_required` everywhere else;
// - the sensitive changes below ask a user who has a factor for it again when the session's last proof is older than
//   STEP_UP_MINUTES: 403 `step_up_required` (not 401: a 401 with a body signs the shell out). The shell's
//   HTTP client turns it into a code prompt (POST v1/auth/step-up) and sends the request again.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../core/config';
import type { Session } from '../../core/session';
import { HttpError } from '../../http/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to a session that must set up its second factor first (profile, logout, the enrolment itself). */
    duringEnrolment?: boolean;
  }
}

export const ENROLMENT_REQUIRED = 'second_factor_enrolment_required';
export const STEP_UP_REQUIRED = 'step_up_required';

/**
 * The sensitive changes, by method and route (one list, checked at start against the registered routes, so a
 * renamed route fails loudly instead of silently losing its step-up): switching a remote, publishing or rolling
 * back a campaign, and every change of roles, users and the sign-in policy.
 */
export const STEP_UP_ROUTES: readonly string[] = [
  'PUT /api/v1/remotes/:name',
  'POST /api/v1/campaigns/:id/publish',
  'POST /api/v1/campaigns/:id/rollback',
  'POST /api/v1/roles',
  'PUT /api/v1/roles/:id',
  'PATCH /api/v1/roles/:id',
  'DELETE /api/v1/roles/:id',
  'PUT /api/v1/roles/:id/second-factor-policy',
  'POST /api/v1/users',
  'PUT /api/v1/users/:id',
  'DELETE /api/v1/users/:id',
  'POST /api/v1/users/:id/block',
  'POST /api/v1/users/:id/unblock',
  'POST /api/v1/users/:id/password',
  'POST /api/v1/users/:id/second-factor/reset',
  // A deploy token can switch what every staff member runs.
  'POST /api/v1/deploy-tokens',
  // A stolen session must not add its own passkey to a protected account.
  'POST /api/v1/profile/passkeys',
];
const STEP_UP = new Set(STEP_UP_ROUTES);

const NONE = { enrolled: false, required: false, verifiedAt: null };

/** Before the permission check: a session that must set up its factor first may only do that (see above). */
export function checkEnrolment(request: FastifyRequest, session: Session): void {
  const { enrolled, required } = session.secondFactor ?? NONE;
  if (required && !enrolled && request.routeOptions.config?.duringEnrolment !== true) {
    throw new HttpError(403, 'Your role requires a second factor: set up an authenticator app before you continue.', undefined, undefined, { code: ENROLMENT_REQUIRED });
  }
}

/** After the permission check (a caller who may not make the change is not asked for a code): step-up (see above). */
export function checkStepUp(request: FastifyRequest, session: Session, config: AppConfig): void {
  const { enrolled, verifiedAt } = session.secondFactor ?? NONE;
  if (!enrolled || !STEP_UP.has(`${request.method} ${request.routeOptions.url}`)) return;
  if (verifiedAt !== null && config.now().getTime() - verifiedAt <= config.stepUpMs) return;
  throw new HttpError(403, 'Confirm it is you: enter a code from your authenticator app.', undefined, undefined, { code: STEP_UP_REQUIRED });
}

/** At start: every step-up route exists (a route renamed without this list would lose its step-up). */
export function checkStepUpRoutes(app: FastifyInstance): void {
  const registered = new Set(app.routeAccess.map((route) => `${route.method} ${route.url}`));
  const missing = STEP_UP_ROUTES.filter((route) => !registered.has(route));
  if (missing.length > 0) throw new Error(`Step-up routes not registered: ${missing.join(', ')} (modules/auth/gate.ts)`);
}
