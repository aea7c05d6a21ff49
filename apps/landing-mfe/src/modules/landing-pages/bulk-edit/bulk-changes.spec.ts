import { changedFields, isMixed, toBulkFormValues } from './bulk-changes';

const promotion = { id: 2, name: 'Freebet', landing_page_url: 'https://www.example.pl/promocje/freebet' };
const shared = {
  affiliateLink: { promo_code: 'BONUS100' },
  hero: { headline: 'Bonus', desktopImage: '/files/a.png' },
  permanentPromotion: promotion,
  terms: 'Regulamin',
};

describe('bulk edit changes', () => {
  it('starts from the shared values and marks the rest as mixed', () => {
    const values = toBulkFormValues(shared);
    expect(values.changes.hero.headline).toBe('Bonus');
    expect(isMixed(shared, 'hero.headline')).toBe(false);
    expect(isMixed(shared, 'affiliateLink.username')).toBe(true);
    expect(isMixed(shared, 'seo.title')).toBe(true);
    expect(isMixed(shared, 'terms')).toBe(false);
  });

  it('sends only what the user changed', () => {
    const initial = toBulkFormValues(shared);
    const edited = toBulkFormValues(shared);
    expect(changedFields(initial, edited)).toEqual({});
    edited.changes.hero = { ...edited.changes.hero, headline: 'Nowy', desktopImage: undefined };
    edited.changes.affiliateLink = { ...edited.changes.affiliateLink, username: 'typerzy_pl' };
    edited.changes.permanentPromotion = { ...promotion, landing_page_url: 'https://www.example.pl/inna' };
    expect(changedFields(initial, edited)).toEqual({
      hero: { headline: 'Nowy', desktopImage: null },
      affiliateLink: { username: 'typerzy_pl' },
      permanentPromotion: { ...promotion, landing_page_url: 'https://www.example.pl/inna' },
    });
  });
});
