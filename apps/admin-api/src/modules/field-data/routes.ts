// Field data of remote builds: signed-in shells report, per build, the screens opened, the screens that crashed
// (their error boundary) and web vitals (INP, LCP, CLS); the Modules screen shows each build's sessions, error rate
// and 75th percentiles, so a switched build can be compared with the one it replaced. Reports are rate-limited and
// stored without personal data (a hash of the session), bounded per remote and by the retention.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { docSchema , type RoutesApp } from '../../core/doc-schema';
import { Throttle } from '../../core/login-throttle';
import { HttpError } from '../../http/errors';
import { configuredManifest, shellSource } from '../remotes/shell-source';
import { fieldDataReportSchema } from './schema';

const tags = ['remotes'];
/** Samples kept per remote, newest first: weeks of a busy office, bounded whatever browsers send. */
export const KEPT_SAMPLES = 20_000;

interface SummaryRow {
  remote: string;
  build_version: string;
  sessions: string;
  error_sessions: string;
  views: string;
  errors: string;
  p75_inp: number | null;
  p75_lcp: number | null;
  p75_cls: number | null;
  first_at: Date | string;
  last_at: Date | string;
}

const num = { type: 'integer' };
const p75 = (what: string) => ({ type: ['number', 'null'], description: `75th percentile of ${what} (null: no sample yet)` });
const summaryDoc = {
  type: 'object',
  required: ['builds'],
  properties: {
    builds: {
      type: 'array',
      description: 'One row per remote build that reported within the retention, newest report first per remote',
      items: {
        type: 'object',
        required: ['remote', 'version', 'sessions', 'errorSessions', 'errorRate', 'views', 'errors', 'p75Inp', 'p75Lcp', 'p75Cls', 'firstAt', 'lastAt'],
        properties: {
          remote: { type: 'string' },
          version: { type: 'string' },
          sessions: { ...num, description: 'Sessions that used the build' },
          errorSessions: { ...num, description: 'Sessions in which a screen of the build crashed' },
          errorRate: { type: 'number', description: 'errorSessions / sessions (0 with no session)' },
          views: num,
          errors: num,
          p75Inp: p75('Interaction to Next Paint, ms'),
          p75Lcp: p75('Largest Contentful Paint, ms'),
          p75Cls: p75('Cumulative Layout Shift'),
          firstAt: { type: 'string', format: 'date-time' },
          lastAt: { type: 'string', format: 'date-time' },
        },
      },
    },
  },
};

/** The Modules screen is the super admin's; checked here, not in the UI. */
function requireSuperAdmin(request: FastifyRequest): void {
  if (!request.session.allPermissions) throw new HttpError(403, 'You do not have permission to do this.');
}

export default async function fieldDataRoutes(app: RoutesApp): Promise<void> {
  const readShell = shellSource(app.config.shellUrl);
  const throttle = new Throttle(app.db, app.config.now);

  const reportDoc = docSchema({
    operationId: 'reportRemoteFieldData', tags, body: fieldDataReportSchema, data: null, errors: [429],
    summary: "A batch of what a browser met in one remote build's screens (views, crashes, web vitals); a configured remote only, rate-limited per session and address",
  });
  app.post('/remotes/field-data', { config: { access: 'signed-in' }, schema: reportDoc }, async (request) => {
    // Counted before any other work, atomically (login-throttle.ts): a script in a signed-in page cannot fill the table.
    await throttle.take([['fieldDataSession', String(request.session.sessionId)], ['fieldDataAddress', request.ip]], (seconds) => `Too many field data reports. Try again in ${seconds} seconds.`);
    const report = request.body;
    if (!configuredManifest(await readShell(), report.remote)) {
      throw new HttpError(400, 'Validation failed', { remote: ["must be a remote of the shell's config.json"] });
    }
    const now = app.config.now();
    const oldest = new Date(now.getTime() - app.config.remoteLoadErrorRetentionDays * 86_400_000);
    const session = createHash('sha256').update(`field-data:${request.session.sessionId}`).digest('hex').slice(0, 32);
    await app.db.transaction(async (db) => {
      const values: unknown[] = [];
      const rows = report.samples.map((sample) => {
        values.push(sample.kind, sample.value);
        return `($1, $2, $3, $${values.length + 3}, $${values.length + 4}, $4)`;
      });
      await db.query(
        `INSERT INTO remote_field_samples (remote, build_version, session_hash, kind, value, reported_at) VALUES ${rows.join(', ')}`,
        [report.remote, report.version, session, now.toISOString(), ...values],
      );
      await db.query(
        'DELETE FROM remote_field_samples WHERE remote = $1 AND id <= (SELECT id FROM remote_field_samples WHERE remote = $1 ORDER BY id DESC OFFSET $2 LIMIT 1)',
        [report.remote, KEPT_SAMPLES],
      );
      await db.query('DELETE FROM remote_field_samples WHERE reported_at < $1', [oldest.toISOString()]);
    });
    return { data: null };
  });

  const summarySchema = docSchema({ operationId: 'getRemoteFieldData', tags, summary: "Each remote build's field data: sessions, error rate, p75 INP / LCP / CLS (super admin)", data: summaryDoc });
  app.get('/remotes/field-data', { config: { access: 'signed-in' }, schema: summarySchema }, async (request) => {
    requireSuperAdmin(request);
    const { rows } = await app.db.query<SummaryRow>(
      `SELECT remote, build_version,
              count(DISTINCT session_hash) AS sessions,
              count(DISTINCT session_hash) FILTER (WHERE kind = 'error') AS error_sessions,
              count(*) FILTER (WHERE kind = 'view') AS views,
              count(*) FILTER (WHERE kind = 'error') AS errors,
              percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'INP') AS p75_inp,
              percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'LCP') AS p75_lcp,
              percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE kind = 'CLS') AS p75_cls,
              min(reported_at) AS first_at, max(reported_at) AS last_at
         FROM remote_field_samples
        GROUP BY remote, build_version
        ORDER BY remote, max(reported_at) DESC
        LIMIT 200`,
    );
    const builds = rows.map((row) => {
      const sessions = Number(row.sessions);
      const errorSessions = Number(row.error_sessions);
      const rounded = (value: number | null, digits: number) => (value === null ? null : Number(Number(value).toFixed(digits)));
      return {
        remote: row.remote,
        version: row.build_version,
        sessions,
        errorSessions,
        errorRate: sessions === 0 ? 0 : errorSessions / sessions,
        views: Number(row.views),
        errors: Number(row.errors),
        p75Inp: rounded(row.p75_inp, 0),
        p75Lcp: rounded(row.p75_lcp, 0),
        p75Cls: rounded(row.p75_cls, 3),
        firstAt: new Date(row.first_at).toISOString(),
        lastAt: new Date(row.last_at).toISOString(),
      };
    });
    return { data: { builds } };
  });
}
