// Bulk edit form values ↔ the changes sent: only the fields the user changed go out, each page keeps the rest.
import type { LandingBulkChanges } from '@backoffice/modules-landing';

export interface BulkFormValues {
  changes: {
    affiliateLink: { username?: string; promo_code?: string };
    permanentPromotion?: LandingBulkChanges['permanentPromotion'];
    hero: { headline?: string; subheadline?: string; ctaLabel?: string; desktopImage?: string | null; mobileImage?: string | null };
    terms?: string;
    seo: { title?: string; description?: string };
  };
}

type Section = 'affiliateLink' | 'hero' | 'seo';
const FIELDS: Record<Section, string[]> = {
  affiliateLink: ['username', 'promo_code'],
  hero: ['headline', 'subheadline', 'ctaLabel', 'desktopImage', 'mobileImage'],
  seo: ['title', 'description'],
};

/** The form starts from what the pages share; a field they do not share starts empty. */
export function toBulkFormValues(shared: LandingBulkChanges): BulkFormValues {
  return {
    changes: {
      affiliateLink: { ...shared.affiliateLink },
      permanentPromotion: shared.permanentPromotion,
      hero: { ...shared.hero },
      terms: shared.terms,
      seo: { ...shared.seo },
    },
  };
}

const norm = (value: unknown) => (value === undefined || value === null ? '' : value);
const same = (a: unknown, b: unknown) => JSON.stringify(norm(a)) === JSON.stringify(norm(b));

/** Only what differs from the starting values; images cleared mean "remove", text cleared means "empty". */
export function changedFields(initial: BulkFormValues, values: BulkFormValues): LandingBulkChanges {
  const out: Record<string, unknown> = {};
  for (const section of Object.keys(FIELDS) as Section[]) {
    const before = initial.changes[section] as Record<string, unknown>;
    const after = (values.changes[section] ?? {}) as Record<string, unknown>;
    const part: Record<string, unknown> = {};
    for (const field of FIELDS[section]) {
      if (same(before[field], after[field])) continue;
      const isImage = field.endsWith('Image');
      part[field] = after[field] === undefined || after[field] === '' ? (isImage ? null : '') : after[field];
    }
    if (Object.keys(part).length > 0) out[section] = part;
  }
  if (!same(initial.changes.permanentPromotion, values.changes.permanentPromotion) && values.changes.permanentPromotion) {
    out.permanentPromotion = values.changes.permanentPromotion;
  }
  if (!same(initial.changes.terms, values.changes.terms)) out.terms = values.changes.terms ?? '';
  return out as LandingBulkChanges;
}

/** Which fields differ between the pages, so the form can say so ("Mixed values"). */
export function isMixed(shared: LandingBulkChanges, path: string): boolean {
  const [section, field] = path.split('.') as [keyof LandingBulkChanges, string | undefined];
  const part = shared[section];
  if (part === undefined) return true;
  return field !== undefined && !(field in (part as object));
}
