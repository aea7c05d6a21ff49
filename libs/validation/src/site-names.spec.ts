import { HOME_PLACEMENT_KEYS, NAVIGATION_SECTIONS, PAGE_KINDS, STATIC_PAGES } from './site-names';

// The spec's lists, word for word: the forms offer these, whatever the demo data holds.
describe('site names', () => {
  it('are the spec\'s navigation sections, page kinds, home placement keys and static pages', () => {
    expect(NAVIGATION_SECTIONS).toEqual(['HOME', 'LIVE', 'SPORTS', 'PROMOTIONS', 'ENTERTAINMENTS', 'ESPORT', 'CARD_GAMES', 'VIRTUAL_SPORT', 'CASHOUT']);
    expect(PAGE_KINDS).toEqual(['politics', 'current', 'sports']);
    expect(HOME_PLACEMENT_KEYS).toEqual(['home', 'live', 'sport']);
    expect(STATIC_PAGES).toEqual(['responsibleGaming', 'vip', 'promotions', 'privacy', 'privacyPolicy', 'gdpr']);
  });
});
