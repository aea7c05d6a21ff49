// The deployed remotes (README "Releasing one remote"). Every signed-in shell reads the live table on navigation
// (cheap: an ETag, 304 when nothing changed); super admins see each remote's switches and reported load errors and
// switch a remote to another published build; browsers report the builds they refused. Which remotes exist, where
// each may be served from and what the live shell provides come from the shell itself (shell-source.ts, SHELL_URL).
import { createHash } from 'node:crypto';
import { remoteLoadErrorSchema, remoteNameSchema, remoteSwitchRequestSchema } from '@backoffice/validation';
import * as v from 'valibot';
import type { FastifyRequest } from 'fastify';
import { docSchema, errorBody, named , type RoutesApp } from '../../core/doc-schema';
import { Throttle } from '../../core/login-throttle';
import { HttpError } from '../../http/errors';
import { liveModuleReader } from './live-modules';
import { checkBuild, servedApi } from './build-check';
import { actorOf, releaseBaseOf, requireReleaser } from './releaser';
import { readCanaries, withCanaries } from './canary';
import { configuredManifest, MANIFEST_LIMITS, readJson, shellSource } from './shell-source';

const tags = ['remotes'];
const nameParams = v.strictObject({ name: remoteNameSchema });
/** Reports kept per remote: enough to see what is failing, bounded whatever browsers send. */
const KEPT_REPORTS = 50;
const SHOWN_REPORTS = 10;
const SHOWN_SWITCHES = 20;
/** The most rows GET remotes answers of each list, however many remotes the tables name. */
const SHOWN_AT_MOST = 200;

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
  properties: {
    remotes: { type: 'object', description: 'Remote name → manifest URL (a remote not listed serves the one in config.json)', additionalProperties: { type: 'string' } },
    api: {
      type: 'object',
      required: ['modules'],
      description: 'What this API serves: a remote whose build record needs a module not listed is refused (release the API first)',
      properties: { modules: { type: 'array', items: { type: 'string' }, description: 'The modules whose server routes this API has' } },
    },
    modules: {
      type: 'object',
      description: "Remote name → the modules its live build describes in its manifest (the table's build, else config.json's), as far as they could be read; the shell builds its menu and routes from them",
      additionalProperties: {
        type: 'object',
        required: ['manifestUrl', 'modules'],
        properties: {
          manifestUrl: { type: 'string', description: 'The build the modules were read from' },
          modules: { type: 'array', items: { type: 'object', description: "A module description (@backoffice/validation's moduleDescriptionSchema)" } },
        },
      },
    },
  },
};

// Docs only: the answers as named OpenAPI schemas.
const str = { type: 'string' };
const when = { type: ['string', 'null'], format: 'date-time' };
const obj = (properties: Record<string, Record<string, unknown>>) => ({ type: 'object', required: Object.keys(properties), properties });
const switchedDoc = obj({ name: str, manifestUrl: str, version: str });
const remotesDoc = named('RemotesOverview', obj({
  live: { type: 'array', items: obj({ name: str, manifestUrl: str, version: str, updatedAt: when }) },
  switches: { type: 'array', items: obj({ id: { type: 'integer' }, remote: str, fromUrl: { type: ['string', 'null'] }, toUrl: str, version: str, by: str, byName: { type: ['string', 'null'], description: "The switcher's first and last name (null once the account is gone); `by` is their email" }, at: when, forcedReason: { type: ['string', 'null'], description: 'Why a super admin switched to a build that did not fit the live shell (null: it fitted)' },
    kind: { type: 'string', enum: ['switch', 'canary', 'canary-promoted', 'canary-rolled-back', 'canary-auto-rolled-back'], description: 'A full switch, or a step of a canary' },
    note: { type: ['string', 'null'], description: "A canary's share (\"10 %\"), or why the API rolled it back by itself" } }) },
  canaries: { type: 'array', description: 'The canary each remote runs now, if any', items: obj({ remote: str, manifestUrl: str, version: str, percent: { type: 'integer' }, startedAt: when, by: str, byName: { type: ['string', 'null'] } }) },
  loadErrors: { type: 'array', items: obj({ id: { type: 'integer' }, remote: str, errorId: str, version: str, manifestUrl: str, reasons: { type: 'array', items: str }, at: when }) },
}));

/** A switch refused by the compatibility check: the reasons as the shell states them. */
export const refusedDoc = named('RemoteSwitchRefused', {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'What went wrong, shown to the user' },
    reasons: { type: 'array', items: str, description: 'Why the build does not fit the live shell (absent when the 409 is a switch made meanwhile)' },
    errorMessages: (errorBody.properties as Record<string, Record<string, unknown>>).errorMessages,
  },
});
const unavailable = {
  description: "The shell's config.json or shell-contracts.json could not be read (SHELL_URL): remotes cannot be checked now",
  content: { 'application/json': { schema: errorBody } },
};

export default async function remotesRoutes(app: RoutesApp): Promise<void> {
  const readShell = shellSource(app.config.shellUrl);
  const throttle = new Throttle(app.db, app.config.now);
  const extraOrigins = (name: string): readonly string[] => (Object.hasOwn(app.config.remoteOrigins, name) ? app.config.remoteOrigins[name] : []);

  const apiServed = servedApi();
  const modulesOf = liveModuleReader((url) => readJson(url, MANIFEST_LIMITS));
  /** The modules of the build each configured remote serves now (the table's build, else config.json's). */
  const liveModules = async (live: Record<string, string>, configured: Record<string, string>) => {
    const serving: Record<string, string> = Object.create(null);
    for (const [name, url] of Object.entries(configured)) serving[name] = Object.hasOwn(live, name) ? live[name] : url;
    for (const [name, url] of Object.entries(live)) if (!Object.hasOwn(serving, name)) serving[name] = url;
    return modulesOf(serving);
  };
  /**
   * The table's rows a shell may load: a remote config.json names, on its own origin (or one REMOTE_ORIGINS adds).
   * A row written before those checks (another origin, a made-up name) is not served, so every shell falls back to
   * config.json's build for it. All rows when the shell's config.json cannot be read (the table was checked at switch).
   */
  const servable = (live: Record<string, string>, configured: Record<string, string> | null) => {
    if (!configured) return live;
    const kept: Record<string, string> = Object.create(null);
    for (const [name, url] of Object.entries(live)) {
      if (!Object.hasOwn(configured, name)) continue;
      const origins = [new URL(configured[name]).origin, ...extraOrigins(name)];
      const origin = URL.canParse(url) ? new URL(url).origin : null;
      if ((origin && origins.includes(origin)) || url.startsWith(releaseBaseOf(app.config.publicUrl, name))) kept[name] = url;
    }
    return kept;
  };

  const readLive = async () => {
    const { rows } = await app.db.query<RemoteRow>('SELECT name, manifest_url FROM remotes ORDER BY name');
    const remotes: Record<string, string> = Object.create(null);
    for (const row of rows) remotes[row.name] = row.manifest_url;
    return remotes;
  };

  const liveSchema = docSchema({ operationId: 'getLiveRemotes', tags, summary: 'Which build each remote serves now; send If-None-Match for a 304 when unchanged', data: liveDoc });
  (liveSchema.response as Record<number, unknown>)[304] = { description: 'Not modified: the ETag sent is still the live table\'s' };
  app.get('/remotes/live', { config: { access: 'signed-in' }, schema: liveSchema }, async (request, reply) => {
    const configured = await readShell().then((shell) => shell.remotes, () => null);
    // A canary's build for the users in its share; the ETag differs with it, so each user's cache stays their own.
    const remotes = servable(withCanaries(await readLive(), await readCanaries(app.db), request.session.userId), configured);
    const modules = await liveModules(remotes, configured ?? {});
    const etag = `"${createHash('sha1').update(JSON.stringify([remotes, modules, apiServed])).digest('base64url')}"`;
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return { data: { remotes, modules, api: apiServed } };
  });

  app.get('/remotes', { config: { access: 'signed-in' }, schema: docSchema({ operationId: 'listRemotes', tags, summary: 'Super admin: the live table, each remote\'s switches and the load errors browsers reported', data: remotesDoc, errors: [403] }) }, async (request) => {
    requireSuperAdmin(request);
    const live = (await app.db.query<RemoteRow>('SELECT * FROM remotes ORDER BY name')).rows;
    // Staff read who switched by name; the email stays for the record (the account may be gone since).
    const switches = (await app.db.query<{ id: string; remote: string; from_url: string | null; to_url: string; build_version: string; user_email: string; user_name: string | null; switched_at: Date | string; forced_reason: string | null; kind: string; note: string | null }>(
      `SELECT s.*, trim(u.first_name || ' ' || u.last_name) AS user_name
         FROM (SELECT *, row_number() OVER (PARTITION BY remote ORDER BY id DESC) AS n FROM remote_switches) s LEFT JOIN users u ON u.id = s.user_id
        WHERE s.n <= $1 ORDER BY s.id DESC LIMIT $2`, [SHOWN_SWITCHES, SHOWN_AT_MOST],
    )).rows;
    const errors = (await app.db.query<{ id: string; remote: string; error_id: string; build_version: string; manifest_url: string; reasons: string[]; reported_at: Date | string }>(
      `SELECT * FROM (SELECT *, row_number() OVER (PARTITION BY remote ORDER BY id DESC) AS n FROM remote_load_errors) e WHERE n <= $1 ORDER BY id DESC LIMIT $2`, [SHOWN_REPORTS, SHOWN_AT_MOST],
    )).rows;
    return {
      data: {
        live: live.map((row) => ({ name: row.name, manifestUrl: row.manifest_url, version: row.build_version, updatedAt: iso(row.updated_at) })),
        switches: switches.map((row) => ({ id: Number(row.id), remote: row.remote, fromUrl: row.from_url, toUrl: row.to_url, version: row.build_version, by: row.user_email, byName: row.user_name || null, at: iso(row.switched_at), forcedReason: row.forced_reason, kind: row.kind, note: row.note })),
        canaries: await readCanaries(app.db),
        loadErrors: errors.map((row) => ({ id: Number(row.id), remote: row.remote, errorId: row.error_id, version: row.build_version, manifestUrl: row.manifest_url, reasons: row.reasons, at: iso(row.reported_at) })),
      },
    };
  });

  const switchDoc = docSchema({
    operationId: 'switchRemote', tags, params: nameParams, body: remoteSwitchRequestSchema, errors: [403, 404, 409, 502], data: switchedDoc,
    summary: "Super admin: serve another published build of a remote, checked against the live shell (409 with the reasons when it does not fit, unless forced with a reason); recorded in its history",
  });
  Object.assign(switchDoc.response as Record<number, unknown>, {
    409: { description: 'The build does not fit the live shell (`reasons`), or the remote was switched meanwhile', content: { 'application/json': { schema: refusedDoc } } },
    503: unavailable,
  });
  app.put('/remotes/:name', { config: { access: 'signed-in', deployToken: true }, schema: switchDoc }, async (request) => {
    requireReleaser(request);
    const { name } = request.params;
    const { manifestUrl, version, fromUrl, force, reason } = request.body;
    const shell = await readShell();
    const configured = configuredManifest(shell, name);
    if (!configured) throw new HttpError(404, `The shell's config.json has no remote named ${name}.`);
    // The build config.json names is always a way back, whatever the table holds now.
    const toConfigured = manifestUrl === configured;
    const { served, reasons } = await checkBuild({ name, manifestUrl, version, shell, configured, extraOrigins: extraOrigins(name), releaseBase: releaseBaseOf(app.config.publicUrl, name), servedApi: apiServed });
    if (reasons.length > 0 && !force) {
      throw new HttpError(409, `${name} ${served} does not fit the live shell.`, undefined, undefined, { reasons });
    }
    const forcedReason = reasons.length > 0 ? (reason ?? null) : null;

    await app.db.transaction(async (db) => {
      const current = (await db.query<RemoteRow>('SELECT * FROM remotes WHERE name = $1 FOR UPDATE', [name])).rows[0];
      // Switched by someone else since the screen was loaded (a remote never switched serves config.json's build).
      const stale = current ? current.manifest_url !== fromUrl : fromUrl !== null && fromUrl !== configured;
      if (stale && !toConfigured) throw new HttpError(409, `${name} was switched by someone else meanwhile. Reload the screen and check again.`);
      await db.query(
        `INSERT INTO remotes (name, manifest_url, build_version, updated_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (name) DO UPDATE SET manifest_url = $2, build_version = $3, updated_at = now()`,
        [name, manifestUrl, served],
      );
      // A full switch supersedes a canary of the remote.
      await db.query('DELETE FROM remote_canaries WHERE remote = $1', [name]);
      await db.query(
        'INSERT INTO remote_switches (remote, from_url, to_url, build_version, user_id, user_email, forced_reason) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [name, current?.manifest_url ?? configured, manifestUrl, served, actorOf(request).userId, actorOf(request).email, forcedReason],
      );
    });
    return { message: `${name} now serves ${served}`, data: { name, manifestUrl, version: served } };
  });

  const reportDoc = docSchema({ operationId: 'reportRemoteLoadError', tags, summary: "A browser refused a remote's build before running it (the reasons it showed); a configured remote only, rate-limited per session and address", body: remoteLoadErrorSchema, data: null, errors: [429] });
  (reportDoc.response as Record<number, unknown>)[503] = unavailable;
  app.post('/remotes/load-errors', { config: { access: 'signed-in' }, schema: reportDoc }, async (request) => {
    // Counted before any other work, in one transaction with the counters locked (login-throttle.ts): a script in a
    // signed-in page cannot fill the table or keep the database busy.
    await throttle.take([['remoteReportSession', String(request.session.sessionId)], ['remoteReportAddress', request.ip]], (seconds) => `Too many load error reports. Try again in ${seconds} seconds.`);
    const report = request.body;
    if (!configuredManifest(await readShell(), report.remote)) {
      throw new HttpError(400, 'Validation failed', { remote: ["must be a remote of the shell's config.json"] });
    }
    const now = app.config.now();
    const oldest = new Date(now.getTime() - app.config.remoteLoadErrorRetentionDays * 86_400_000);
    await app.db.transaction(async (db) => {
      await db.query(
        'INSERT INTO remote_load_errors (remote, error_id, build_version, manifest_url, reasons, user_id, reported_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [report.remote, report.errorId, report.version, report.manifestUrl, JSON.stringify(report.reasons), request.session.userId, now.toISOString()],
      );
      await db.query(
        'DELETE FROM remote_load_errors WHERE remote = $1 AND id <= (SELECT id FROM remote_load_errors WHERE remote = $1 ORDER BY id DESC OFFSET $2 LIMIT 1)',
        [report.remote, KEPT_REPORTS],
      );
      // Past the retention: any remote's, those of remotes config.json no longer names included.
      await db.query('DELETE FROM remote_load_errors WHERE reported_at < $1', [oldest.toISOString()]);
    });
    return { data: null };
  });
}
