// The deployed remotes (README "Releasing one remote"). Every signed-in shell reads the live table on navigation
// (cheap: an ETag, 304 when nothing changed); super admins see each remote's switches and reported load errors and
// switch a remote to another published build; browsers report the builds they refused.
import { createHash } from 'node:crypto';
import { remoteLoadErrorSchema, remoteNameSchema, remoteSwitchSchema } from '@backoffice/validation';
import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { docSchema, named } from '../../core/doc-schema';
import { HttpError } from '../../http/errors';
import { validate } from '../../http/validate';

const tags = ['remotes'];
const nameParams = v.strictObject({ name: remoteNameSchema });
/** Reports kept per remote: enough to see what is failing, bounded whatever browsers send. */
const KEPT_REPORTS = 50;
const SHOWN_REPORTS = 10;
const SHOWN_SWITCHES = 20;

interface RemoteRow {
  name: string;
  manifest_url: string;
  build_version: string;
  updated_at: Date | string;
}
const iso = (value: Date | string) => new Date(value).toISOString();

/** The Modules screen is the super admin's (switching what every staff member runs); checked here, not in the UI. */
function requireSuperAdmin(request: FastifyRequest): void {
  if (!request.session.allPermissions) throw new HttpError(403, 'You do not have permission to do this.');
}

const liveDoc = {
  type: 'object',
  required: ['remotes'],
  properties: { remotes: { type: 'object', description: 'Remote name → manifest URL (a remote not listed serves the one in config.json)', additionalProperties: { type: 'string' } } },
};

// Docs only: the answers as named OpenAPI schemas.
const str = { type: 'string' };
const when = { type: ['string', 'null'], format: 'date-time' };
const obj = (properties: Record<string, Record<string, unknown>>) => ({ type: 'object', required: Object.keys(properties), properties });
const switchedDoc = obj({ name: str, manifestUrl: str, version: str });
const remotesDoc = named('RemotesOverview', obj({
  live: { type: 'array', items: obj({ name: str, manifestUrl: str, version: str, updatedAt: when }) },
  switches: { type: 'array', items: obj({ id: { type: 'integer' }, remote: str, fromUrl: { type: ['string', 'null'] }, toUrl: str, version: str, by: str, at: when }) },
  loadErrors: { type: 'array', items: obj({ id: { type: 'integer' }, remote: str, errorId: str, version: str, manifestUrl: str, reasons: { type: 'array', items: str }, at: when }) },
}));

export default async function remotesRoutes(app: FastifyInstance): Promise<void> {
  const readLive = async () => {
    const { rows } = await app.db.query<RemoteRow>('SELECT name, manifest_url FROM remotes ORDER BY name');
    const remotes: Record<string, string> = Object.create(null);
    for (const row of rows) remotes[row.name] = row.manifest_url;
    return remotes;
  };

  const liveSchema = docSchema({ operationId: 'getLiveRemotes', tags, summary: 'Which build each remote serves now; send If-None-Match for a 304 when unchanged', data: liveDoc });
  (liveSchema.response as Record<number, unknown>)[304] = { description: 'Not modified: the ETag sent is still the live table\'s' };
  app.get('/remotes/live', { config: { access: 'signed-in' }, schema: liveSchema }, async (request, reply) => {
    const remotes = await readLive();
    const etag = `"${createHash('sha1').update(JSON.stringify(remotes)).digest('base64url')}"`;
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return { data: { remotes } };
  });

  app.get('/remotes', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'listRemotes', tags, summary: 'Super admin: the live table, each remote\'s switches and the load errors browsers reported', data: remotesDoc, errors: [403] }) }, async (request) => {
    requireSuperAdmin(request);
    const live = (await app.db.query<RemoteRow>('SELECT * FROM remotes ORDER BY name')).rows;
    const switches = (await app.db.query<{ id: string; remote: string; from_url: string | null; to_url: string; build_version: string; user_email: string; switched_at: Date | string }>(
      `SELECT * FROM (SELECT *, row_number() OVER (PARTITION BY remote ORDER BY id DESC) AS n FROM remote_switches) s WHERE n <= $1 ORDER BY id DESC`, [SHOWN_SWITCHES],
    )).rows;
    const errors = (await app.db.query<{ id: string; remote: string; error_id: string; build_version: string; manifest_url: string; reasons: string[]; reported_at: Date | string }>(
      `SELECT * FROM (SELECT *, row_number() OVER (PARTITION BY remote ORDER BY id DESC) AS n FROM remote_load_errors) e WHERE n <= $1 ORDER BY id DESC`, [SHOWN_REPORTS],
    )).rows;
    return {
      data: {
        live: live.map((row) => ({ name: row.name, manifestUrl: row.manifest_url, version: row.build_version, updatedAt: iso(row.updated_at) })),
        switches: switches.map((row) => ({ id: Number(row.id), remote: row.remote, fromUrl: row.from_url, toUrl: row.to_url, version: row.build_version, by: row.user_email, at: iso(row.switched_at) })),
        loadErrors: errors.map((row) => ({ id: Number(row.id), remote: row.remote, errorId: row.error_id, version: row.build_version, manifestUrl: row.manifest_url, reasons: row.reasons, at: iso(row.reported_at) })),
      },
    };
  });

  app.put('/remotes/:name', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'switchRemote', tags, summary: 'Super admin: serve another published build of a remote (checked for compatibility by the screen first); recorded in its history', params: nameParams, body: remoteSwitchSchema, errors: [403, 409] , data: switchedDoc}) }, async (request) => {
    requireSuperAdmin(request);
    const { name } = validate(nameParams, request.params);
    const { manifestUrl, version, fromUrl } = validate(remoteSwitchSchema, request.body);
    // A build of another origin would be refused by the shell's Content-Security-Policy: only a folder beside the live one.
    if (fromUrl && new URL(fromUrl).origin !== new URL(manifestUrl).origin) {
      throw new HttpError(400, 'Validation failed', { manifestUrl: [`must be on the remote's own origin (${new URL(fromUrl).origin})`] });
    }
    await app.db.transaction(async (db) => {
      const current = (await db.query<RemoteRow>('SELECT * FROM remotes WHERE name = $1 FOR UPDATE', [name])).rows[0];
      // Switched by someone else since the screen was loaded (the first switch of a remote starts from config.json's URL).
      if (current && current.manifest_url !== fromUrl) throw new HttpError(409, `${name} was switched by someone else meanwhile. Reload the screen and check again.`);
      await db.query(
        `INSERT INTO remotes (name, manifest_url, build_version, updated_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (name) DO UPDATE SET manifest_url = $2, build_version = $3, updated_at = now()`,
        [name, manifestUrl, version],
      );
      await db.query(
        'INSERT INTO remote_switches (remote, from_url, to_url, build_version, user_id, user_email) VALUES ($1, $2, $3, $4, $5, $6)',
        [name, fromUrl, manifestUrl, version, request.session.userId, request.session.email],
      );
    });
    return { message: `${name} now serves ${version}`, data: { name, manifestUrl, version } };
  });

  app.post('/remotes/load-errors', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'reportRemoteLoadError', tags, summary: 'A browser refused a remote\'s build before running it (the reasons it showed)', body: remoteLoadErrorSchema, data: null }) }, async (request) => {
    const report = validate(remoteLoadErrorSchema, request.body);
    await app.db.transaction(async (db) => {
      await db.query(
        'INSERT INTO remote_load_errors (remote, error_id, build_version, manifest_url, reasons, user_id) VALUES ($1, $2, $3, $4, $5, $6)',
        [report.remote, report.errorId, report.version, report.manifestUrl, JSON.stringify(report.reasons), request.session.userId],
      );
      await db.query(
        'DELETE FROM remote_load_errors WHERE remote = $1 AND id <= (SELECT id FROM remote_load_errors WHERE remote = $1 ORDER BY id DESC OFFSET $2 LIMIT 1)',
        [report.remote, KEPT_REPORTS],
      );
    });
    return { data: null };
  });
}
