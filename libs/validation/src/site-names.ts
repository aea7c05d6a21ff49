// Names the public site knows: the navigation sections content points at, the kinds of pages, the home
// placement keys and the static pages. Forms offer them as choices; they are constants here, not demo rows, so a
// fresh install offers the same list.

/** Navigation sections used in content. */
export const NAVIGATION_SECTIONS = ['HOME', 'LIVE', 'SPORTS', 'PROMOTIONS', 'ENTERTAINMENTS', 'ESPORT', 'CARD_GAMES', 'VIRTUAL_SPORT', 'CASHOUT'] as const;
/** Page kinds (an entertainment's category). */
export const PAGE_KINDS = ['politics', 'current', 'sports'] as const;
/** Home placement keys (a placement's screens). */
export const HOME_PLACEMENT_KEYS = ['home', 'live', 'sport'] as const;
/** Static pages of the site (an SEO description's page type, among others). */
export const STATIC_PAGES = ['responsibleGaming', 'vip', 'promotions', 'privacy', 'privacyPolicy', 'gdpr'] as const;
