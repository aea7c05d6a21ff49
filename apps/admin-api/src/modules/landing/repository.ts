// Landing page reads beyond the resource engine (bulk edit, the public resolver) and the scheduler's one write.
import type { LandingPage, LandingPageConfig, LandingStatus } from '@backoffice/modules-landing';

/** The part of the app's database the module needs (works on the pool and inside a transaction). */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

interface LandingRow {
  id: number;
  status: LandingStatus;
  publish_at: Date | string | null;
  deleted_at: Date | string | null;
  config: LandingPageConfig | string;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

export const PAGE_COLUMNS = 'id, status, publish_at, deleted_at, config, version, created_at, updated_at';

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();
const isoOrNull = (d: Date | string | null): string | null => (d === null ? null : iso(d));

export function toLandingPage(row: LandingRow): LandingPage {
  return {
    id: Number(row.id),
    status: row.status,
    publishAt: isoOrNull(row.publish_at),
    deletedAt: isoOrNull(row.deleted_at),
    config: typeof row.config === 'string' ? (JSON.parse(row.config) as LandingPageConfig) : row.config,
    version: Number(row.version),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function findPages(db: Queryable, ids: number[]): Promise<LandingPage[]> {
  const { rows } = await db.query<LandingRow>(`SELECT ${PAGE_COLUMNS} FROM landing_pages WHERE id = ANY($1::int[]) ORDER BY id`, [ids]);
  return rows.map(toLandingPage);
}

/** Publishes every draft whose time has come; one statement, so two instances never publish twice. */
export async function publishDuePages(db: Queryable, now: Date): Promise<{ id: number; version: number; publishAt: string }[]> {
  const { rows } = await db.query<{ id: number; version: number; publish_at: Date | string }>(
    `UPDATE landing_pages p SET status = 'published', publish_at = NULL, version = p.version + 1, updated_at = $1
     FROM (SELECT id, publish_at FROM landing_pages
            WHERE status = 'draft' AND deleted_at IS NULL AND publish_at IS NOT NULL AND publish_at <= $1 FOR UPDATE) due
     WHERE p.id = due.id RETURNING p.id, p.version, due.publish_at`,
    [now],
  );
  return rows.map((r) => ({ id: Number(r.id), version: Number(r.version), publishAt: iso(r.publish_at) }));
}
