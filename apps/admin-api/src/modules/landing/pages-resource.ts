// /api/landingPages on the resource engine: tabs published / draft (+ deleted), search, sort, paging, create,
// edit with version, soft delete and restore, and publish / unpublish as the `status` operation.
import { formatDateTime, SITE_TIME_ZONE } from '@backoffice/validation';
import { landingPagesModule, type LandingPageConfig, type LandingStatusChange } from '@backoffice/modules-landing';
import { HttpError } from '../../http/errors';
import { defineResource } from '../../resource/definition';
import { resolvePromotionReference } from './promotion-reference';

export const LINK_CODE_TAKEN = 'Link code already exists';
const PUBLISHED_TAKES_NO_DATE = 'a published page takes no publish date';

/** The republish time as the staff member's screen shows it (their zone, else the site's), in the one format. */
const formatWhen = (iso: string, timeZone: string | undefined) => formatDateTime(iso, { timeZone: timeZone ?? SITE_TIME_ZONE });

/** Unpublishing may schedule a republish, never in the past. */
export function assertNotPast(publishAt: string | null | undefined, now: Date): void {
  if (publishAt && new Date(publishAt).getTime() < now.getTime() - 60_000) {
    throw new HttpError(400, 'Validation failed', { publishAt: ['Publish date must not be in the past'] });
  }
}

const refuseDate = () => new HttpError(400, 'Validation failed', { publishAt: [PUBLISHED_TAKES_NO_DATE] });

export const landingPagesResource = defineResource({
  module: landingPagesModule,
  table: 'landing_pages',
  columns: 't.id, t.status, t.publish_at, t.deleted_at, t.config, t.version, t.created_at, t.updated_at',
  jsonFields: ['config'],
  // Staff know a page by its partner (the list's first column): campaign items are named by it.
  labelPath: 'config.affiliateLink.username',
  searchFields: ['partner', 'promoCode', 'linkCode'],
  searchId: true,
  sortSql: { partner: 'lower(t.partner)' },
  tabSql: { published: "t.status = 'published'", draft: "t.status = 'draft'" },
  userColumns: true,
  // Unique over deleted pages too: a restored page must never clash with a newer one.
  unique: [{ constraint: 'landing_pages_link_code_key', field: 'config.affiliateLink.link_code', message: LINK_CODE_TAKEN }],
  async beforeWrite(input, { request, db, existing }) {
    const kept = (existing?.config as LandingPageConfig | undefined)?.permanentPromotion.id;
    const permanentPromotion = await resolvePromotionReference(db, input.config.permanentPromotion, 'config.permanentPromotion.id', kept);
    const status = existing ? existing.status : input.status;
    // On an edit, a date left out keeps the schedule; only a draft may carry one.
    const dateGiven = existing ? (input.publishAt ?? null) !== (existing.publishAt ?? null) && input.publishAt !== null : Boolean(input.publishAt);
    if (status === 'published' && dateGiven) throw refuseDate();
    if (dateGiven) assertNotPast(input.publishAt, request.server.config.now());
    return { ...input, config: { ...input.config, permanentPromotion } };
  },
  onRestore(record, { request }) {
    // A republish time kept through the delete still applies, unless it passed meanwhile (then it would publish
    // the moment the page comes back): that one is dropped.
    const at = record.publishAt as string | null;
    return at && new Date(at) <= request.server.config.now() ? { publishAt: null } : {};
  },
  operations: {
    status(_record, body: LandingStatusChange, { request }) {
      assertNotPast(body.publishAt, request.server.config.now());
      const message =
        body.status === 'published'
          ? 'Landing page published successfully'
          : body.publishAt
            ? `Landing page unpublished; republishing is scheduled for ${formatWhen(body.publishAt, body.timeZone)}`
            : 'Landing page unpublished successfully';
      return { set: { status: body.status, publishAt: body.publishAt }, message, action: body.status === 'published' ? 'publish' : 'unpublish' };
    },
  },
});
