// Deploy tokens on the Modules screen's side: a super admin creates one for a team's CI (named, limited to named
// remotes; the token is shown once), lists them with their last use, and revokes one. Creating a token hands out
// the power to switch what every staff member runs, so it asks for the second factor like a switch does (gate.ts).
import { remoteNameSchema } from '@backoffice/validation';
import * as v from 'valibot';
import type { FastifyRequest } from 'fastify';
import { docSchema , type RoutesApp } from '../../core/doc-schema';
import { HttpError } from '../../http/errors';
import { idParams } from '../../http/id-params';
import { shellSource } from '../remotes/shell-source';
import { createDeployToken, listDeployTokens, revokeDeployToken } from './deploy-tokens';

const tags = ['remotes'];
const createSchema = v.strictObject({
  name: v.pipe(v.string('Name is required'), v.trim(), v.minLength(1, 'Name is required'), v.maxLength(60, 'Name must be at most 60 characters')),
  remotes: v.pipe(v.array(remoteNameSchema, 'Remotes are required'), v.minLength(1, 'Choose at least one remote'), v.maxLength(20)),
});
const rowDoc = {
  type: 'object',
  required: ['id', 'name', 'remotes', 'createdBy', 'createdAt', 'lastUsedAt', 'revokedAt'],
  properties: {
    id: { type: 'integer' }, name: { type: 'string' }, remotes: { type: 'array', items: { type: 'string' } }, createdBy: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' }, lastUsedAt: { type: ['string', 'null'], format: 'date-time' }, revokedAt: { type: ['string', 'null'], format: 'date-time' },
  },
};

function requireSuperAdmin(request: FastifyRequest): void {
  if (!request.session.allPermissions) throw new HttpError(403, 'You do not have permission to do this.');
}

export default async function deployTokenRoutes(app: RoutesApp): Promise<void> {
  const readShell = shellSource(app.config.shellUrl);

  app.get('/deploy-tokens', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'listDeployTokens', tags, summary: 'Super admin: the deploy tokens, live ones first, with their last use', data: { type: 'array', items: rowDoc }, errors: [403] }) }, async (request) => {
    requireSuperAdmin(request);
    return { data: await listDeployTokens(app.db) };
  });

  app.post('/deploy-tokens', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'createDeployToken', tags, body: createSchema, status: 201, summary: 'Super admin: a deploy token for named remotes; `token` is shown this once', data: { ...rowDoc, required: [...rowDoc.required, 'token'], properties: { ...rowDoc.properties, token: { type: 'string', description: 'Send as Authorization: Bearer <token>; not shown again' } } }, errors: [403, 409] }) }, async (request, reply) => {
    requireSuperAdmin(request);
    const input = request.body;
    const configured = await readShell().then((shell) => shell.remotes, () => null);
    const unknown = configured ? input.remotes.filter((remote) => !Object.hasOwn(configured, remote)) : [];
    if (unknown.length > 0) throw new HttpError(400, 'Validation failed', { remotes: [`not a remote of the shell's config.json: ${unknown.join(', ')}`] });
    const taken = await app.db.query('SELECT 1 FROM deploy_tokens WHERE lower(name) = lower($1)', [input.name]);
    if (taken.rows[0]) throw new HttpError(409, 'A deploy token with this name already exists.');
    const { token, row } = await createDeployToken(app.db, { name: input.name, remotes: [...new Set(input.remotes)], createdBy: request.session.email }, app.config.now());
    reply.code(201).header('cache-control', 'no-store');
    return { message: `Deploy token ${row.name} created. Copy it now: it is not shown again.`, data: { ...row, token } };
  });

  app.delete('/deploy-tokens/:id', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'revokeDeployToken', tags, params: idParams, summary: 'Super admin: revoke a deploy token (its next call answers 401); it stays listed', data: null, errors: [403, 404] }) }, async (request) => {
    requireSuperAdmin(request);
    const { id } = request.params;
    if (!(await revokeDeployToken(app.db, id, app.config.now()))) throw new HttpError(404, 'No such deploy token, or it was revoked already.');
    return { message: 'Deploy token revoked', data: null };
  });
}
