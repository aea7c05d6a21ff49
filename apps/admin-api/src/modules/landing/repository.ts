// SQL of the landing pages table. Every write bumps `version` so a stale edit can be told apart (409).
import type { LandingListQuery, LandingPage, LandingPageConfig, LandingStatus } from '@backoffice/validation';

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

const SORT_SQL: Record<LandingListQuery['sort'], string> = {
  id: 'id',
  partner: 'lower(partner)',
  promoCode: 'promo_code',
  linkCode: 'link_code',
  publishAt: 'publish_at',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  deletedAt: 'deleted_at',
};

const TAB_SQL: Record<LandingListQuery['status'], string> = {
  published: "deleted_at IS NULL AND status = 'published'",
  draft: "deleted_at IS NULL AND status = 'draft'",
  deleted: 'deleted_at IS NOT NULL',
};

/** Escapes LIKE wildcards so a search for "50%" means the text, not a pattern. */
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listPages(db: Queryable, q: LandingListQuery): Promise<{ items: LandingPage[]; total: number }> {
  const params: unknown[] = [];
  let where = TAB_SQL[q.status];
  if (q.search) {
    params.push(likePattern(q.search));
    const p = `$${params.length}`;
    params.push(q.search);
    where += ` AND (partner ILIKE ${p} OR promo_code ILIKE ${p} OR link_code ILIKE ${p} OR id::text = $${params.length})`;
  }
  const nulls = q.order === 'asc' ? 'NULLS LAST' : 'NULLS FIRST';
  const order = `${SORT_SQL[q.sort]} ${q.order.toUpperCase()} ${q.sort === 'id' ? '' : nulls}, id ${q.order.toUpperCase()}`;
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM landing_pages WHERE ${where}`, params);
  const rows = await db.query<LandingRow>(
    `SELECT ${PAGE_COLUMNS} FROM landing_pages WHERE ${where} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, q.pageSize, (q.page - 1) * q.pageSize],
  );
  return { items: rows.rows.map(toLandingPage), total: Number(count.rows[0]?.total ?? 0) };
}

export async function findPage(db: Queryable, id: number, lock = false): Promise<LandingPage | null> {
  const { rows } = await db.query<LandingRow>(`SELECT ${PAGE_COLUMNS} FROM landing_pages WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? toLandingPage(rows[0]) : null;
}

export async function findPages(db: Queryable, ids: number[]): Promise<LandingPage[]> {
  const { rows } = await db.query<LandingRow>(`SELECT ${PAGE_COLUMNS} FROM landing_pages WHERE id = ANY($1::int[]) ORDER BY id`, [ids]);
  return rows.map(toLandingPage);
}

/** Id of the page holding this link code (any tab), to answer 409 before the unique index does. */
export async function linkCodeOwner(db: Queryable, linkCode: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM landing_pages WHERE lower(link_code) = lower($1)', [linkCode]);
  return rows[0] ? Number(rows[0].id) : null;
}

export interface NewPage {
  config: LandingPageConfig;
  status: LandingStatus;
  publishAt: string | null;
  userId: number | null;
  now: Date;
}

export async function insertPage(db: Queryable, p: NewPage): Promise<LandingPage> {
  const { rows } = await db.query<LandingRow>(
    `INSERT INTO landing_pages (status, publish_at, config, created_by, updated_by, created_at, updated_at)
     VALUES ($1, $2, $3::jsonb, $4, $4, $5, $5) RETURNING ${PAGE_COLUMNS}`,
    [p.status, p.publishAt, JSON.stringify(p.config), p.userId, p.now],
  );
  return toLandingPage(rows[0]);
}

/** Runs one guarded UPDATE; `null` when the guard (id, not deleted, version…) matched no row. */
export async function updatePage(db: Queryable, id: number, set: string, where: string, params: unknown[]): Promise<LandingPage | null> {
  const { rows } = await db.query<LandingRow>(
    `UPDATE landing_pages SET ${set}, version = version + 1 WHERE id = $1 AND ${where} RETURNING ${PAGE_COLUMNS}`,
    [id, ...params],
  );
  return rows[0] ? toLandingPage(rows[0]) : null;
}

/** Publishes every draft whose time has come; one statement, so two instances never publish twice. */
export async function publishDuePages(db: Queryable, now: Date): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE landing_pages SET status = 'published', publish_at = NULL, version = version + 1, updated_at = $1
     WHERE status = 'draft' AND deleted_at IS NULL AND publish_at IS NOT NULL AND publish_at <= $1 RETURNING id`,
    [now],
  );
  return rows.map((r) => Number(r.id));
}
