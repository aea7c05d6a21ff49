// /api/baseConfig: the one record of defaults every landing page falls back to.
import { docSchema , type RoutesApp } from '../../core/doc-schema';
import { landingBaseConfigSaveSchema, type LandingBaseConfig, type LandingBaseConfigRecord, landingPagesModule } from '@backoffice/modules-landing';
import { HttpError } from '../../http/errors';
import type { Queryable } from './repository';
import { recordRequestHistory } from '../../resource/history';
import { can } from '../../core/access';

/** What the base config is before anyone saved it: the texts a Polish marketing page cannot do without. */
export const DEFAULT_BASE_CONFIG: LandingBaseConfig = {
  ctaLabel: 'Zarejestruj się',
  defaultHeadline: 'Odbierz bonus powitalny',
  heroDesktopImage: null,
  heroMobileImage: null,
  terms: 'Oferta dla nowych graczy. Obowiązuje regulamin promocji.',
  disclaimer: 'Hazard może uzależniać. Graj odpowiedzialnie. Tylko dla osób pełnoletnich (18+).',
  themeColor: '#1565c0',
};

interface BaseRow {
  config: LandingBaseConfig | string;
  version: number;
  updated_at: Date | string;
}

const toRecord = (row: BaseRow): LandingBaseConfigRecord => ({
  config: typeof row.config === 'string' ? (JSON.parse(row.config) as LandingBaseConfig) : row.config,
  version: Number(row.version),
  updatedAt: new Date(row.updated_at).toISOString(),
});

export async function readBaseConfig(db: Queryable): Promise<LandingBaseConfigRecord> {
  const { rows } = await db.query<BaseRow>('SELECT config, version, updated_at FROM landing_base_config WHERE id = 1');
  return rows[0] ? toRecord(rows[0]) : { config: DEFAULT_BASE_CONFIG, version: 0, updatedAt: null };
}

/** Docs: the stored base config, its version (0: never saved) and when it was saved. */
const baseConfigDoc = {
  type: 'object',
  required: ['config', 'version', 'updatedAt'],
  properties: { config: { type: 'object' }, version: { type: 'integer', minimum: 0 }, updatedAt: { type: 'string', format: 'date-time', nullable: true } },
};

export default async function landingBaseConfigRoutes(app: RoutesApp): Promise<void> {
  app.get('/baseConfig', { config: can(landingPagesModule, 'read', 'update'), schema: docSchema({ operationId: 'getLandingBaseConfig', tags: ['landing-pages'], summary: 'The base config every landing page falls back to', data: baseConfigDoc }) }, async () => ({
    data: await readBaseConfig(app.db),
  }));

  app.post('/baseConfig', { config: can(landingPagesModule, 'update'), schema: docSchema({ operationId: 'saveLandingBaseConfig', tags: ['landing-pages'], summary: 'Save the base config (send the version you loaded; 409 when stale)', body: landingBaseConfigSaveSchema, data: baseConfigDoc, errors: [409] }) }, async (request) => {
    const { config, version } = request.body;
    const stale = () => new HttpError(409, 'Base config was changed by someone else. Reload it and try again.');
    const record = await app.db.transaction(async (tx) => {
      const current = await tx.query<{ version: number; config: LandingBaseConfig | string }>('SELECT version, config FROM landing_base_config WHERE id = 1 FOR UPDATE');
      // Version 0 means "I saw the defaults"; without a version the save is unconditional.
      const currentVersion = current.rows[0] ? Number(current.rows[0].version) : 0;
      if (version !== undefined && version !== currentVersion) throw stale();
      const params = [JSON.stringify(config), request.session.userId, app.config.now()];
      const { rows } = current.rows[0]
        ? await tx.query<BaseRow>(
            `UPDATE landing_base_config SET config = $1::jsonb, version = version + 1, updated_by = $2, updated_at = $3
             WHERE id = 1 RETURNING config, version, updated_at`,
            params,
          )
        : await tx.query<BaseRow>(
            `INSERT INTO landing_base_config (id, config, version, updated_by, updated_at) VALUES (1, $1::jsonb, 1, $2, $3)
             RETURNING config, version, updated_at`,
            params,
          );
      const saved = toRecord(rows[0]);
      const before = current.rows[0] ? toRecord({ ...current.rows[0], updated_at: new Date(0) }).config : DEFAULT_BASE_CONFIG;
      await recordRequestHistory(tx, request, { module: 'landing-pages-base-config', recordId: 1, action: current.rows[0] ? 'update' : 'create', version: saved.version, before: { config: before }, after: { config: saved.config } });
      return saved;
    }).catch((err: unknown) => {
      // Two first saves at once: the loser meets the primary key, which is a stale edit, not a crash.
      if (typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505') throw stale();
      throw err;
    });
    return { data: record, message: 'Base config saved successfully' };
  });
}
