// Bulk edit: the values several pages share, and one change applied to each page on its own,
// so a page that fails (deleted, edited meanwhile, invalid after the change) never blocks the others.
import * as v from 'valibot';
import { landingPageConfigSchema, type LandingBulkChanges, type LandingPage, type LandingPageConfig } from '@backoffice/modules-landing';

type Section = keyof LandingBulkChanges;
/** Fields compared one by one; sections listed without fields are compared (and replaced) whole. */
const SHARED_FIELDS: Record<Section, readonly string[] | null> = {
  affiliateLink: ['username', 'promo_code'],
  permanentPromotion: null,
  hero: ['headline', 'subheadline', 'ctaLabel', 'desktopImage', 'mobileImage'],
  carousel: null,
  terms: null,
  seo: ['title', 'description'],
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sectionOf = (c: LandingPageConfig, s: Section) => (c as unknown as Record<Section, unknown>)[s];

/** The config values every given page has in common (a field whose values differ is left out). */
export function sharedValues(pages: LandingPage[]): LandingBulkChanges {
  const shared: Record<string, unknown> = {};
  if (pages.length === 0) return shared as LandingBulkChanges;
  const [first, ...rest] = pages.map((p) => p.config);
  for (const [section, fields] of Object.entries(SHARED_FIELDS) as [Section, readonly string[] | null][]) {
    const head = sectionOf(first, section);
    if (fields === null) {
      if (rest.every((c) => same(sectionOf(c, section), head))) shared[section] = head;
      continue;
    }
    const part: Record<string, unknown> = {};
    for (const f of fields) {
      const value = (head as Record<string, unknown>)[f];
      if (rest.every((c) => same((sectionOf(c, section) as Record<string, unknown>)[f], value))) part[f] = value;
    }
    if (Object.keys(part).length > 0) shared[section] = part;
  }
  return shared as LandingBulkChanges;
}

/** The page config with the change applied, checked against the full schema; an issue text when it is not valid. */
export function applyChanges(config: LandingPageConfig, changes: LandingBulkChanges): { config: LandingPageConfig } | { error: string } {
  const next: Record<string, unknown> = { ...config };
  for (const [section, value] of Object.entries(changes) as [Section, unknown][]) {
    if (value === undefined) continue;
    const whole = SHARED_FIELDS[section] === null;
    next[section] = whole ? value : { ...(sectionOf(config, section) as object), ...(value as object) };
  }
  const parsed = v.safeParse(landingPageConfigSchema, next);
  if (parsed.success) return { config: parsed.output };
  const issue = parsed.issues[0];
  const path = v.getDotPath(issue);
  return { error: path ? `${path}: ${issue.message}` : issue.message };
}
