// A canary of a remote's build (README "Releasing one remote"): a super admin serves a build that fits to a share of
// staff; the live table answers each user with their build; the build is promoted to everyone or rolled back, by a
// person or by the API itself when the canary's field data crosses a limit. Every step is in the remote's history.
import { manifestUrlSchema, messages, remoteNameSchema } from '@backoffice/validation';
import * as v from 'valibot';
import type { Db } from '../../db/db';
import { docSchema , type RoutesApp } from '../../core/doc-schema';
import { startIntervalJob } from '../../core/interval-job';
import { HttpError } from '../../http/errors';
import { checkBuild, servedApi } from './build-check';
import { canaryVerdict, readCanaries, type Canary } from './canary';
import { actorOf, releaseBaseOf, requireReleaser } from './releaser';
import { configuredManifest, shellSource } from './shell-source';
import { refusedDoc } from './routes';

const tags = ['remotes'];
const nameParams = v.strictObject({ name: remoteNameSchema });
export const canaryRequestSchema = v.strictObject({
  manifestUrl: manifestUrlSchema,
  version: v.pipe(v.string(messages.required('version')), v.minLength(1, messages.required('version')), v.maxLength(50, messages.maxLength(50))),
  /** The share of staff who get the build, 1–99 % (100 % is a switch). */
  percent: v.pipe(v.number(messages.invalid('percent')), v.integer(messages.invalid('percent')), v.minValue(1, messages.invalid('percent (1–99)')), v.maxValue(99, messages.invalid('percent (1–99)'))),
});

const canaryDoc = {
  type: 'object',
  required: ['remote', 'manifestUrl', 'version', 'percent', 'startedAt', 'by', 'byName'],
  properties: {
    remote: { type: 'string' }, manifestUrl: { type: 'string' }, version: { type: 'string' },
    percent: { type: 'integer', minimum: 1, maximum: 99 }, startedAt: { type: 'string', format: 'date-time' }, by: { type: 'string' },
    byName: { type: ['string', 'null'], description: "The super admin's first and last name (null once the account is gone); `by` is their email" },
  },
};


async function liveUrlOf(db: Db, remote: string, configured: string): Promise<string> {
  const { rows } = await db.query<{ manifest_url: string }>('SELECT manifest_url FROM remotes WHERE name = $1', [remote]);
  return rows[0]?.manifest_url ?? configured;
}

/** Records a canary step in the remote's history (who: null for the API's own roll back). */
async function recordStep(db: Db, step: { remote: string; kind: string; from: string; to: string; version: string; userId: number | null; email: string; note?: string | null }) {
  await db.query(
    'INSERT INTO remote_switches (remote, from_url, to_url, build_version, user_id, user_email, kind, note) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [step.remote, step.from, step.to, step.version, step.userId, step.email, step.kind, step.note ?? null],
  );
}

/** Ends a canary (rolled back): everyone gets the live build again at their next navigation. */
async function rollBack(db: Db, canary: Canary, live: string, who: { userId: number | null; email: string }, kind: string, note: string | null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx.query('DELETE FROM remote_canaries WHERE remote = $1 AND manifest_url = $2 RETURNING remote', [canary.remote, canary.manifestUrl]);
    if (gone.rows.length === 0) return false;
    await recordStep(tx, { remote: canary.remote, kind, from: canary.manifestUrl, to: live, version: canary.version, ...who, note });
    return true;
  });
}

/** A canary refused by the compatibility check answers 409 with the reasons, as a switch does. */
function withRefusal<T extends { response?: unknown }>(schema: T): T {
  Object.assign(schema.response as Record<number, unknown>, {
    409: { description: 'The build does not fit the live shell (`reasons`), or the canary conflicts with the remote\'s state', content: { 'application/json': { schema: refusedDoc } } },
  });
  return schema;
}

export default async function canaryRoutes(app: RoutesApp): Promise<void> {
  const readShell = shellSource(app.config.shellUrl);
  const extraOrigins = (name: string): readonly string[] => (Object.hasOwn(app.config.remoteOrigins, name) ? app.config.remoteOrigins[name] : []);
  const canaryOf = async (name: string) => (await readCanaries(app.db)).find((canary) => canary.remote === name);
  const configuredOf = async (name: string) => {
    const shell = await readShell();
    const configured = configuredManifest(shell, name);
    if (!configured) throw new HttpError(404, `The shell's config.json has no remote named ${name}.`);
    return { shell, configured };
  };

  app.put('/remotes/:name/canary', {
    config: { access: 'signed-in', deployToken: true },
    schema: withRefusal(docSchema({
      operationId: 'startRemoteCanary', tags, params: nameParams, body: canaryRequestSchema, data: canaryDoc, errors: [403, 404, 409, 502],
      summary: 'Super admin: serve a published build that fits to a share of staff (stable per user) until it is promoted or rolled back; recorded in the history',
    })),
  }, async (request) => {
    requireReleaser(request);
    const { name } = request.params;
    const { manifestUrl, version, percent } = request.body;
    const { shell, configured } = await configuredOf(name);
    const running = await canaryOf(name);
    if (running) throw new HttpError(409, `${name} already has a canary (${running.version} to ${running.percent} %): promote it or roll it back first.`);
    const live = await liveUrlOf(app.db, name, configured);
    if (manifestUrl === live) throw new HttpError(400, 'Validation failed', { manifestUrl: ['is the live build already'] });
    const { served, reasons } = await checkBuild({ name, manifestUrl, version, shell, configured, extraOrigins: extraOrigins(name), releaseBase: releaseBaseOf(app.config.publicUrl, name), servedApi: servedApi() });
    // Forcing is for a full switch only: a canary exists to try a build that fits.
    if (reasons.length > 0) throw new HttpError(409, `${name} ${served} does not fit the live shell.`, undefined, undefined, { reasons });
    const startedAt = app.config.now().toISOString();
    await app.db.transaction(async (db) => {
      const { rows } = await db.query(
        `INSERT INTO remote_canaries (remote, manifest_url, build_version, percent, started_at, user_id, user_email) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (remote) DO NOTHING RETURNING remote`,
        [name, manifestUrl, served, percent, startedAt, actorOf(request).userId, actorOf(request).email],
      );
      if (rows.length === 0) throw new HttpError(409, `${name} already has a canary: promote it or roll it back first.`);
      await recordStep(db, { remote: name, kind: 'canary', from: live, to: manifestUrl, version: served, ...actorOf(request), note: `${percent} %` });
    });
    return { message: `${name} ${served} now reaches ${percent} % of staff`, data: { remote: name, manifestUrl, version: served, percent, startedAt, by: request.session.email, byName: `${request.session.firstName} ${request.session.lastName}`.trim() || null } };
  });

  app.post('/remotes/:name/canary/promote', {
    config: { access: 'signed-in', deployToken: true },
    schema: withRefusal(docSchema({
      operationId: 'promoteRemoteCanary', tags, params: nameParams, data: null, errors: [403, 404, 409, 502],
      summary: "Super admin: serve the canary's build to everyone (checked against the live shell again); recorded in the history",
    })),
  }, async (request) => {
    requireReleaser(request);
    const { name } = request.params;
    const { shell, configured } = await configuredOf(name);
    const canary = await canaryOf(name);
    if (!canary) throw new HttpError(409, `${name} has no canary to promote.`);
    // The shell may have been released since the canary started.
    const { reasons } = await checkBuild({ name, manifestUrl: canary.manifestUrl, version: canary.version, shell, configured, extraOrigins: extraOrigins(name), releaseBase: releaseBaseOf(app.config.publicUrl, name), servedApi: servedApi() });
    if (reasons.length > 0) throw new HttpError(409, `${name} ${canary.version} no longer fits the live shell.`, undefined, undefined, { reasons });
    await app.db.transaction(async (db) => {
      const gone = await db.query('DELETE FROM remote_canaries WHERE remote = $1 AND manifest_url = $2 RETURNING remote', [name, canary.manifestUrl]);
      if (gone.rows.length === 0) throw new HttpError(409, `${name}'s canary ended meanwhile. Reload the screen and check again.`);
      const live = await liveUrlOf(db, name, configured);
      await db.query(
        `INSERT INTO remotes (name, manifest_url, build_version, updated_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (name) DO UPDATE SET manifest_url = $2, build_version = $3, updated_at = now()`,
        [name, canary.manifestUrl, canary.version],
      );
      await recordStep(db, { remote: name, kind: 'canary-promoted', from: live, to: canary.manifestUrl, version: canary.version, ...actorOf(request) });
    });
    return { message: `${name} ${canary.version} now serves everyone`, data: null };
  });

  app.delete('/remotes/:name/canary', {
    config: { access: 'signed-in', deployToken: true },
    schema: docSchema({
      operationId: 'rollBackRemoteCanary', tags, params: nameParams, data: null, errors: [403, 404, 409],
      summary: 'Super admin: end the canary; everyone gets the live build at their next navigation; recorded in the history',
    }),
  }, async (request) => {
    requireReleaser(request);
    const { name } = request.params;
    const { configured } = await configuredOf(name);
    const canary = await canaryOf(name);
    if (!canary) throw new HttpError(409, `${name} has no canary to roll back.`);
    const live = await liveUrlOf(app.db, name, configured);
    if (!(await rollBack(app.db, canary, live, { ...actorOf(request) }, 'canary-rolled-back', null))) {
      throw new HttpError(409, `${name}'s canary ended meanwhile. Reload the screen and check again.`);
    }
    return { message: `${name}'s canary ${canary.version} was rolled back`, data: null };
  });

  // The API watches each canary's field data and rolls it back by itself past a limit, recording why.
  startIntervalJob(app, {
    name: 'canary watch',
    intervalMs: app.config.canary.checkMs,
    tick: async () => {
      for (const canary of await readCanaries(app.db)) {
        const why = await canaryVerdict(app.db, canary, app.config.canary);
        if (!why) continue;
        const configured = await readShell().then((shell) => configuredManifest(shell, canary.remote), () => undefined);
        const live = await liveUrlOf(app.db, canary.remote, configured ?? canary.manifestUrl);
        if (await rollBack(app.db, canary, live, { userId: null, email: 'system' }, 'canary-auto-rolled-back', `Rolled back automatically: ${why}.`)) {
          app.log.warn({ remote: canary.remote, version: canary.version, why }, 'canary rolled back automatically');
        }
      }
    },
  });
}
