// /api/landingPages on the resource engine: tabs published / draft (+ deleted), search, sort, paging, create,
// edit with version, soft delete and restore, and publish / unpublish as the `status` operation.
import { formatDateTime, SITE_TIME_ZONE } from '@backoffice/validation';
import { landingPagesModule, PERMANENT_PROMOTION_NOT_FOUND, type LandingPageConfig, type LandingStatusChange } from '@backoffice/modules-landing';
import { HttpError } from '../../http/errors';
import { defineResource } from '../../resource/definition';
import { resolvePromotionReference } from './promotion-reference';
import { NOT_BEFORE_RULE, REFERENCE_RULE, STORED_WHEN_RULE } from '../../core/doc-extensions';

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

type Json = Record<string, unknown> & { properties?: Record<string, Json> };

/** `config.permanentPromotion.id`: an active permanent promotion of GET /api/permanentPromotions. */
function withPromotionReference(config: Json): Json {
  const promotion = config.properties?.permanentPromotion;
  const id = promotion?.properties?.id;
  if (!promotion || !id) return config;
  const stated = { ...id, [REFERENCE_RULE]: '/api/permanentPromotions', description: `An active permanent promotion (GET /api/permanentPromotions), or the one the page already leads to ("${PERMANENT_PROMOTION_NOT_FOUND}")` };
  return { ...config, properties: { ...config.properties, permanentPromotion: { ...promotion, properties: { ...promotion.properties, id: stated } } } };
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
  // The rules beforeWrite holds, stated on the body: a publish time not in the past, and only a draft takes one (a new
  // page's status is in the body; a change's is the stored page's); the promotion an active one the server holds.
  bodyDoc: (body, kind) => {
    const { publishAt, config } = body.properties ?? {};
    if (!publishAt || !config) return body;
    const draftOnly = kind === 'create' ? {} : { [STORED_WHEN_RULE]: { status: 'draft' } };
    const stated = { ...publishAt, [NOT_BEFORE_RULE]: 'now', ...draftOnly, description: [publishAt.description, `Not in the past ("Publish date must not be in the past"); only a draft takes one ("${PUBLISHED_TAKES_NO_DATE}").`].filter(Boolean).join(' ') };
    const published = { if: { required: ['status'], properties: { status: { const: 'published' } } }, then: { properties: { publishAt: { type: 'null' } } } };
    const allOf = kind === 'create' && body.properties?.status ? [...((body.allOf as unknown[]) ?? []), published] : body.allOf;
    return { ...body, properties: { ...body.properties, publishAt: stated, config: withPromotionReference(config) }, ...(allOf ? { allOf } : {}) };
  },
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
