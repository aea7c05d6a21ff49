// One hook enforces every route's declared access; a route that declares none is refused at registration.
import { hasAllPermissions, hasAnyPermission, isPermission, modulePermission, type ModuleAction, type ModuleDefinition } from '@backoffice/validation';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError } from '../http/errors';
import { checkEnrolment, checkStepUp } from '../modules/auth/gate';
import type { RouteAccess, Session } from './session';
import { findSession } from './sessions';
import { findDeployToken } from '../modules/releases/deploy-tokens';
// Route declarations are checked against the permission catalogue, which the served modules' definitions make.
import './module-catalog';

export const TOKEN_HEADER = 'x-access-token';

/** Route prefixes whose routes come from third-party plugins that cannot declare access (the docs page). */
const PUBLIC_PLUGIN_PREFIXES = ['/api/docs'];

function permissionsOf(access: RouteAccess): readonly string[] {
  if (typeof access === 'string') return [];
  if ('permission' in access) return [access.permission];
  if ('anyOf' in access) return access.anyOf;
  return access.allOf;
}

/** Registration-time check: access present and every permission in the catalogue (catches typos early). */
export function checkRouteAccess(route: RouteOptions): void {
  const config = (route.config ?? {}) as { access?: RouteAccess };
  // CORS preflights and the docs page come from plugins and carry no data.
  const fromPlugin = route.method === 'OPTIONS' || PUBLIC_PLUGIN_PREFIXES.some((prefix) => route.url.startsWith(prefix));
  if (!config.access && fromPlugin) {
    route.config = { ...config, access: 'public' };
    return;
  }
  if (!config.access) throw new Error(`Route ${route.method} ${route.url} declares no config.access`);
  for (const p of permissionsOf(config.access)) {
    if (!isPermission(p)) throw new Error(`Route ${route.method} ${route.url} declares unknown permission ${p}`);
  }
}

function allowed(access: RouteAccess, session: Session): boolean {
  if (access === 'public' || access === 'signed-in') return true;
  if ('permission' in access) return hasAllPermissions(session, [access.permission]);
  if ('anyOf' in access) return hasAnyPermission(session, access.anyOf);
  return hasAllPermissions(session, access.allOf);
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const found = typeof header === 'string' ? /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(header) : null;
  return found?.[1];
}

/**
 * A deploy token's call: only a route that declares `deployToken`, only for a remote the token names; the session is
 * the token's (no user, no permission: the route's own check lets a token through where it releases).
 */
async function deployTokenSession(app: FastifyInstance, request: FastifyRequest, bearer: string): Promise<Session> {
  const token = await findDeployToken(app.db, bearer, app.config.now());
  if (!token) throw new HttpError(401, 'This deploy token is not valid or was revoked.');
  if (request.routeOptions.config?.deployToken !== true) throw new HttpError(403, 'A deploy token may only publish and switch the remotes it names.');
  const remote = (request.params as { name?: unknown } | undefined)?.name;
  if (typeof remote !== 'string' || !token.remotes.includes(remote)) throw new HttpError(403, `This deploy token may not release ${typeof remote === 'string' ? remote.slice(0, 40) : 'this'}.`);
  return { sessionId: 0, storageKey: '', userId: 0, email: `deploy token ${token.name}`, firstName: 'Deploy token', lastName: token.name, roles: [], permissions: {}, allPermissions: false, deployToken: token };
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  return token && token.length <= 200 ? token : undefined;
}

/** One declared route, as the access hook saw it at registration (for the docs and the permission matrix test). */
/**
 * A route open to holders of one of the module's actions (any one of several), the permission named by the module's
 * definition: `can(usersModule, 'create')` → users.create; `can(landingPagesModule, 'read', 'update')`.
 */
export function can<M extends Pick<ModuleDefinition, 'access'>>(module: M, ...actions: [ModuleAction<M>, ...ModuleAction<M>[]]): { access: RouteAccess } {
  const permissions = actions.map((action) => modulePermission(module, action)!);
  return { access: permissions.length === 1 ? { permission: permissions[0] } : { anyOf: permissions } };
}

/** A route open only to holders of every one of the module's actions named: `canAll(appTranslationsModule, 'create', 'update')`. */
export function canAll<M extends Pick<ModuleDefinition, 'access'>>(module: M, ...actions: [ModuleAction<M>, ...ModuleAction<M>[]]): { access: RouteAccess } {
  return { access: { allOf: actions.map((action) => modulePermission(module, action)!) } };
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

export function registerAccessHook(app: FastifyInstance): void {
  const table: RouteAccessEntry[] = [];
  app.decorate('routeAccess', table);
  app.decorateRequest('session', null as unknown as Session);
  app.addHook('onRoute', (route) => {
    checkRouteAccess(route);
    const access = (route.config as { access: RouteAccess }).access;
    // The docs show public routes without the token requirement.
    if (access === 'public' && route.schema && !route.schema.hide) route.schema = { ...route.schema, security: [] } as typeof route.schema;
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
  });
  // onRequest: a caller without access is answered before its body is even read.
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    // No access on a matched route cannot happen (refused at registration); unmatched URLs reach the 404 handler.
    if (!access || access === 'public') return;
    // Signed-in answers (the profile's storageKey, records) stay out of browser and proxy caches.
    reply.header('cache-control', 'no-store');
    const token = tokenOf(request);
    const bearer = token ? undefined : bearerOf(request);
    if (bearer) {
      request.session = await deployTokenSession(app, request, bearer);
      return;
    }
    if (!token) throw new HttpError(401, 'Please sign in.');
    const session = await findSession(app.db, token, app.config.now(), { idleMs: app.config.sessionIdleMs, maxMs: app.config.sessionMaxMs });
    if (!session) throw new HttpError(401, 'Your session has expired. Please sign in again.');
    // The second factor (modules/auth/gate.ts): a role requires it and it is not set up yet; a sensitive change.
    checkEnrolment(request, session);
    if (!allowed(access, session)) throw new HttpError(403, 'You do not have permission to do this.');
    checkStepUp(request, session, app.config);
    request.session = session;
  });
}
