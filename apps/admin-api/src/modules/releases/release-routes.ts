// Publishing a remote's build through the API, for a team's CI with a deploy token (or a super admin):
// - PUT  v1/releases/{name}/{version}/files/{path}: one file of the build, raw bytes (again while unsealed: a retry);
// - POST v1/releases/{name}/{version}/seal: the list of files the build has; refused unless each arrived and the
//   build record names this remote and version; from then on the version is immutable (409 on any write);
// - GET  v1/releases/{name}/{version}/{path}: a sealed build's files, served to browsers (public, cached for good:
//   a version never changes); GET v1/releases/{name}: its sealed versions.
// A published build is switched to (or canaried) with the remotes routes, like any other.
import { createHash } from 'node:crypto';
import { pathProblem, remoteNameSchema } from '@backoffice/validation';
import * as v from 'valibot';
import type { FastifyRequest } from 'fastify';
import { docSchema , type RoutesApp } from '../../core/doc-schema';
import { HttpError } from '../../http/errors';
import { releaseBaseOf, requireReleaser } from '../remotes/releaser';
import { releaseStoreFor } from './release-store';

const tags = ['remotes'];
const MAX_FILE_BYTES = 20 * 1024 * 1024;
const MAX_FILES = 2_000;
const versionSchema = v.pipe(v.string(), v.regex(/^[0-9A-Za-z.+-]{1,50}$/, 'Version must be 1–50 letters, digits, dots, plus or minus signs'));
const versionParams = v.strictObject({ name: remoteNameSchema, version: versionSchema });
const fileParams = v.strictObject({ name: remoteNameSchema, version: versionSchema, '*': v.pipe(v.string(), v.check((path) => pathProblem(path) === null, 'File path is not valid'), v.description('A file of the build, e.g. static/js/main.3f2a9c1e.js')) });
const sealBody = v.strictObject({ files: v.pipe(v.array(v.pipe(v.string(), v.maxLength(500))), v.minLength(1, 'Files are required'), v.maxLength(MAX_FILES)) });

const CONTENT_TYPES = new Map([
  ['js', 'text/javascript; charset=utf-8'], ['mjs', 'text/javascript; charset=utf-8'], ['json', 'application/json; charset=utf-8'],
  ['css', 'text/css; charset=utf-8'], ['map', 'application/json; charset=utf-8'], ['txt', 'text/plain; charset=utf-8'],
  ['svg', 'image/svg+xml'], ['png', 'image/png'], ['jpg', 'image/jpeg'], ['webp', 'image/webp'], ['woff2', 'font/woff2'], ['woff', 'font/woff'],
]);
const contentTypeOf = (file: string) => CONTENT_TYPES.get(file.slice(file.lastIndexOf('.') + 1).toLowerCase()) ?? 'application/octet-stream';

interface ReleaseRow {
  files: Array<{ path: string; size: number; sha256: string }>;
  sealed_at: Date | string | null;
}

/** Who published: the deploy token's name, or the super admin's e-mail. */
const publisherOf = (request: FastifyRequest) => (request.session.deployToken ? `deploy token ${request.session.deployToken.name}` : request.session.email);


export default async function releaseRoutes(app: RoutesApp): Promise<void> {
  // Raw bytes for the upload (this plugin's routes only).
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES }, (_request, body, done) => done(null, body));
  // Opened at start: its close hook cannot be added once the server listens.
  const store = await releaseStoreFor(app);
  const readRelease = async (name: string, version: string) =>
    (await app.db.query<ReleaseRow>('SELECT files, sealed_at FROM remote_releases WHERE remote = $1 AND version = $2', [name, version])).rows[0];

  app.put('/releases/:name/:version/files/*', {
    config: { access: 'signed-in', deployToken: true },
    bodyLimit: MAX_FILE_BYTES,
    schema: docSchema({ operationId: 'uploadReleaseFile', tags, params: fileParams, summary: 'Deploy token or super admin: one file of a build being published (application/octet-stream); 409 once the version is sealed', data: null, errors: [403, 409, 413] }),
  }, async (request) => {
    requireReleaser(request);
    const { name, version, '*': file } = request.params;
    if (!Buffer.isBuffer(request.body)) throw new HttpError(415, 'Send the file as application/octet-stream.');
    const bytes = request.body;
    const release = await readRelease(name, version);
    if (release?.sealed_at) throw new HttpError(409, `${name} ${version} is already published: a published build never changes. Publish a new version.`);
    const key = `${name}/${version}/${file}`;
    // A folder store needs each folder first (a bucket has none: the markers are harmless there).
    const folders = key.split('/').slice(0, -1);
    for (let depth = 1; depth <= folders.length; depth++) await store.makeDir(folders.slice(0, depth).join('/'));
    await store.write(key, bytes, { contentType: contentTypeOf(file), overwrite: true });
    const entry = { path: file, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
    await app.db.query(
      `INSERT INTO remote_releases (remote, version, files, published_by, created_at) VALUES ($1, $2, jsonb_build_array($3::jsonb), $4, $5)
       ON CONFLICT (remote, version) DO UPDATE SET files = (SELECT coalesce(jsonb_agg(f), '[]'::jsonb) FROM jsonb_array_elements(remote_releases.files) f WHERE f->>'path' <> $6) || jsonb_build_array($3::jsonb)
       WHERE remote_releases.sealed_at IS NULL`,
      [name, version, JSON.stringify(entry), publisherOf(request), app.config.now().toISOString(), file],
    );
    return { data: null };
  });

  app.post('/releases/:name/:version/seal', {
    config: { access: 'signed-in', deployToken: true },
    schema: docSchema({ operationId: 'sealRelease', tags, params: versionParams, body: sealBody, summary: 'Deploy token or super admin: publish the uploaded build (every listed file arrived, the build record names this remote and version); immutable from then on', data: { type: 'object', required: ['manifestUrl'], properties: { manifestUrl: { type: 'string', description: 'Switch or canary the remote to it (PUT v1/remotes/{name}, v1/remotes/{name}/canary)' } } }, errors: [403, 404, 409] }),
  }, async (request) => {
    requireReleaser(request);
    const { name, version } = request.params;
    const { files } = request.body;
    const release = await readRelease(name, version);
    if (!release) throw new HttpError(404, `No file of ${name} ${version} was uploaded.`);
    const manifestUrl = `${releaseBaseOf(app.config.publicUrl, name)}${version}/mf-manifest.json`;
    if (release.sealed_at) throw new HttpError(409, `${name} ${version} is already published: a published build never changes. Publish a new version.`);
    const uploaded = new Set(release.files.map((file) => file.path));
    const missing = files.filter((file) => !uploaded.has(file));
    if (missing.length > 0) throw new HttpError(400, 'Validation failed', { files: [`not uploaded: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ` and ${missing.length - 10} more` : ''}`] });
    if (!files.includes('mf-manifest.json')) throw new HttpError(400, 'Validation failed', { files: ['must include mf-manifest.json'] });
    const stored = await store.read(`${name}/${version}/mf-manifest.json`);
    const chunks: Buffer[] = [];
    for await (const chunk of stored?.body ?? []) chunks.push(chunk as Buffer);
    let record: { name?: unknown; version?: unknown; commit?: unknown; builtAt?: unknown } = {};
    try {
      record = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { buildRecord?: typeof record }).buildRecord ?? {};
    } catch {
      throw new HttpError(400, 'Validation failed', { files: ['mf-manifest.json is not JSON'] });
    }
    if (record.name !== name || record.version !== version) {
      throw new HttpError(400, 'Validation failed', { version: [`the build record says ${String(record.name ?? '?')} ${String(record.version ?? '?')}, not ${name} ${version}`] });
    }
    const { rows } = await app.db.query(
      `UPDATE remote_releases SET sealed_at = $3, build_commit = $4, built_at = $5, files = (SELECT jsonb_agg(f) FROM jsonb_array_elements(files) f WHERE f->>'path' = ANY($6::text[]))
       WHERE remote = $1 AND version = $2 AND sealed_at IS NULL RETURNING remote`,
      [name, version, app.config.now().toISOString(), String(record.commit ?? '').slice(0, 64), String(record.builtAt ?? '').slice(0, 40), files],
    );
    if (rows.length === 0) throw new HttpError(409, `${name} ${version} is already published.`);
    return { message: `${name} ${version} published`, data: { manifestUrl } };
  });

  const releasesDoc = {
    type: 'object',
    required: ['live', 'builds'],
    properties: {
      live: { type: ['string', 'null'], description: "The manifest the remote serves now when it was switched (send it as a switch's fromUrl); null: config.json's build" },
      builds: { type: 'array', items: { type: 'object', required: ['version', 'manifestUrl', 'commit', 'builtAt', 'publishedBy', 'publishedAt'], properties: { version: { type: 'string' }, manifestUrl: { type: 'string' }, commit: { type: 'string' }, builtAt: { type: 'string' }, publishedBy: { type: 'string' }, publishedAt: { type: 'string', format: 'date-time' } } } },
    },
  };
  app.get('/releases/:name', {
    config: { access: 'signed-in', deployToken: true },
    schema: docSchema({ operationId: 'listReleases', tags, params: v.strictObject({ name: remoteNameSchema }), summary: "Deploy token or super admin: the remote's live build and its builds published through the API, newest first", data: releasesDoc, errors: [403] }),
  }, async (request) => {
    requireReleaser(request);
    const { name } = request.params;
    const live = (await app.db.query<{ manifest_url: string }>('SELECT manifest_url FROM remotes WHERE name = $1', [name])).rows[0]?.manifest_url ?? null;
    const { rows } = await app.db.query<{ version: string; build_commit: string; built_at: string; published_by: string; sealed_at: Date | string }>(
      'SELECT version, build_commit, built_at, published_by, sealed_at FROM remote_releases WHERE remote = $1 AND sealed_at IS NOT NULL ORDER BY sealed_at DESC LIMIT 100',
      [name],
    );
    const builds = rows.map((row) => ({ version: row.version, manifestUrl: `${releaseBaseOf(app.config.publicUrl, name)}${row.version}/mf-manifest.json`, commit: row.build_commit, builtAt: row.built_at, publishedBy: row.published_by, publishedAt: new Date(row.sealed_at).toISOString() }));
    return { data: { live, builds } };
  });

  app.get('/releases/:name/:version/*', {
    config: { access: 'public' },
    schema: docSchema({ operationId: 'getReleaseFile', tags, params: fileParams, summary: "A published build's file, as browsers load it (cached for good: a version never changes)", content: { 'application/octet-stream': { type: 'string', format: 'binary' } }, errors: [404] }),
  }, async (request, reply) => {
    const { name, version, '*': file } = request.params;
    const release = await readRelease(name, version);
    if (!release?.sealed_at || !release.files.some((entry) => entry.path === file)) throw new HttpError(404, 'No such file');
    const stored = await store.read(`${name}/${version}/${file}`);
    if (!stored) throw new HttpError(404, 'No such file');
    // Any shell origin loads remotes' files (the manifest and chunks are fetched across origins in development).
    return reply
      .header('content-type', contentTypeOf(file))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('access-control-allow-origin', '*')
      .header('x-content-type-options', 'nosniff')
      .send(stored.body);
  });
}
