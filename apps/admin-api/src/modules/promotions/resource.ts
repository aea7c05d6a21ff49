// v1/promotions on the resource engine: tabs active / upcoming / expired from the window of dates, search by name
// and Polish texts, the rich-text long descriptions cleaned before they are stored, and each record's count of
// players who joined it.
import { PROMOTION_HTML_FIELDS, promotionsModule, type PromotionInput } from '@backoffice/modules-content';
import { cleanHtml } from '../../http/clean-html';
import { defineResource } from '../../resource/definition';
import { demoPromotions } from './demo';

/** beforeWrite: no script, handler or javascript: link in any language's long description is ever stored. */
export function cleanPromotionHtml(input: PromotionInput): PromotionInput {
  const cleaned: Record<string, unknown> = { ...input };
  for (const field of PROMOTION_HTML_FIELDS) {
    const html = cleaned[field];
    if (typeof html === 'string' && html !== '') cleaned[field] = cleanHtml(html);
  }
  return cleaned as PromotionInput;
}

export const promotionsResource = defineResource({
  module: promotionsModule,
  table: 'promotions',
  columns: 't.*, (SELECT count(*)::int FROM promotion_participations pp WHERE pp.promotion_id = t.id) AS players',
  recordFields: { players: { type: 'integer', minimum: 0, description: 'Players taking part' } },
  jsonFields: ['config'],
  searchFields: ['name', 'pl_shortDescription', 'bettingUrl'],
  // No active flag in the spec: a promotion runs between its start and its end; one not started yet is upcoming.
  status: { startsAt: 'startAt', endsAt: 'endAt', upcoming: 'upcoming' },
  userColumns: true,
  fileFields: ['iconUrl', 'imageUrl'],
  nameField: 'name',
  beforeWrite: cleanPromotionHtml,
  demo: demoPromotions,
});
