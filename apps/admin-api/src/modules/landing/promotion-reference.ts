// A page's `permanentPromotion.id` must name a stored permanent promotion: an active one, or the one the page
// already had (deactivating a promotion does not break the pages that lead to it). Its name is the stored one.
import { PERMANENT_PROMOTION_NOT_FOUND, type LandingPageConfig } from '@backoffice/modules-landing';
import { HttpError } from '../../http/errors';
import type { Queryable } from './repository';

type Promotion = LandingPageConfig['permanentPromotion'];

/** The promotion with its stored name, or 400 naming `field` (e.g. `config.permanentPromotion.id`). */
export async function resolvePromotionReference(db: Queryable, promotion: Promotion, field: string, keptId?: number | null): Promise<Promotion> {
  if (promotion.id === null || promotion.id === undefined) return { ...promotion, id: null, name: '' };
  const { rows } = await db.query<{ name: string; active: boolean }>('SELECT name, active FROM permanent_promotions WHERE id = $1', [promotion.id]);
  const row = rows[0];
  if (!row || (!row.active && promotion.id !== keptId)) throw new HttpError(400, 'Validation failed', { [field]: [PERMANENT_PROMOTION_NOT_FOUND] });
  return { ...promotion, name: row.name };
}
