// One hook enforces every route's declared access; a route that declares none is refused at registration.
import { hasAllPermissions, hasAnyPermission, isPermission } from '@backoffice/validation';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError } from '../http/errors';
import { checkEnrolment, checkStepUp } from '../modules/auth/gate';
import type { RouteAccess, Session } from './session';
import { findSession } from './sessions';
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

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  return token && token.length <= 200 ? token : undefined;
}

/** One declared route, as the access hook saw it at registration (for the docs and the permission matrix test). */
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
