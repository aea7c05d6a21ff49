// Campaign rows ↔ the API's shapes (libs/validation Campaign, CampaignItem), and the reads the routes share.
import type { Campaign, CampaignFailure, CampaignItem, CampaignItemAction, CampaignStatus, CampaignUser } from '@backoffice/validation';
import type { Db } from '../../db/db';
import { notFound } from '../../http/errors';

const USER_NAME = (alias: string) => `(SELECT json_build_object('id', u.id, 'name', trim(u.first_name || ' ' || u.last_name)) FROM users u WHERE u.id = ${alias})`;

/** A campaign as the API returns it, table aliased `c`. */
export const CAMPAIGN_COLUMNS = `c.*, ${USER_NAME('c.created_by')} AS created_by_user, ${USER_NAME('c.scheduled_by')} AS scheduled_by_user,
  (SELECT count(*)::int FROM campaign_items i WHERE i.campaign_id = c.id) AS item_count`;

export interface CampaignRow {
  id: number;
  name: string;
  status: CampaignStatus;
  scheduled_at: Date | string | null;
  scheduled_by: number | null;
  published_at: Date | string | null;
  published_by: number | null;
  rolled_back_at: Date | string | null;
  failure: CampaignFailure | null;
  created_by: number | null;
  created_by_user: CampaignUser | null;
  scheduled_by_user: CampaignUser | null;
  item_count: number;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface ItemRow {
  id: number;
  campaign_id: number;
  position: number;
  module: string;
  record_id: number | null;
  action: CampaignItemAction;
  values: Record<string, unknown> | null;
  base_version: number | null;
  label: string;
  prepared_by: number | null;
  prepared_by_user: CampaignUser | null;
  prepared_at: Date | string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  before_row: Record<string, unknown> | null;
  after_version: number | null;
  rollback: CampaignItem['rollback'];
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    scheduledAt: iso(row.scheduled_at),
    publishedAt: iso(row.published_at),
    rolledBackAt: iso(row.rolled_back_at),
    failure: row.failure,
    itemCount: Number(row.item_count),
    createdBy: row.created_by_user,
    scheduledBy: row.scheduled_by_user,
    version: row.version,
    createdAt: iso(row.created_at) as string,
    updatedAt: iso(row.updated_at) as string,
  };
}

export async function loadCampaign(db: Db, id: number, lock = false): Promise<CampaignRow> {
  if (lock) await db.query('SELECT 1 FROM campaigns WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await db.query<CampaignRow>(`SELECT ${CAMPAIGN_COLUMNS} FROM campaigns c WHERE c.id = $1`, [id]);
  if (!rows[0]) throw notFound('Campaign');
  return rows[0];
}

/** The campaign's items in order: all of them, or one page (`limit` from `offset`). */
export async function loadItems(db: Db, campaignId: number, page?: { limit: number; offset: number }): Promise<ItemRow[]> {
  const { rows } = await db.query<ItemRow>(
    `SELECT i.*, ${USER_NAME('i.prepared_by')} AS prepared_by_user FROM campaign_items i WHERE i.campaign_id = $1 ORDER BY i.position, i.id${page ? ' LIMIT $2 OFFSET $3' : ''}`,
    page ? [campaignId, page.limit, page.offset] : [campaignId],
  );
  return rows;
}

/** Every write of a campaign moves its version and stamp (a screen's PATCH sends the version it loaded). */
export async function touchCampaign(db: Db, id: number, set: Record<string, unknown>, now: Date): Promise<void> {
  const entries = Object.entries(set);
  const sets = entries.map(([column], i) => `${column} = $${i + 3}`);
  await db.query(`UPDATE campaigns SET ${[...sets, 'version = version + 1', 'updated_at = $2'].join(', ')} WHERE id = $1`, [
    id,
    now.toISOString(),
    ...entries.map(([, value]) => (value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value)),
  ]);
}
