const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  project: 'content-mfe',
  name: 'content',
  port: 4201,
  exposes: {
      "./ModulePending": "./src/modules/module-pending/index.tsx",
      "./SpecialCategories": "./src/modules/special-categories/index.tsx",
      "./PayoutMessages": "./src/modules/payout-messages/index.tsx",
      "./Medals": "./src/modules/medals/index.tsx",
      "./CategoryImages": "./src/modules/category-images/index.tsx",
      "./Banners": "./src/modules/banners/index.tsx",
      "./HotBanners": "./src/modules/hot-banners/index.tsx",
      "./Placements": "./src/modules/placements/index.tsx",
      "./Sitemap": "./src/modules/sitemap/index.tsx",
      "./RegistrationBanners": "./src/modules/method-banners/registration.tsx",
      "./VerificationBanners": "./src/modules/method-banners/verification.tsx",
      "./Avatars": "./src/modules/avatars/index.tsx",
      "./SeoDescriptions": "./src/modules/seo-descriptions/index.tsx",
      "./Entertainments": "./src/modules/entertainments/index.tsx",
      "./SportEventImages": "./src/modules/sport-event-images/index.tsx",
      "./History": "./src/modules/history/index.tsx",
      "./MarketTypesOrder": "./src/modules/market-types-order/index.tsx",
      "./DepositMessage": "./src/modules/deposit-message/index.tsx",
      "./BetMatch": "./src/modules/bet-match/index.tsx",
      "./DailyChallenges": "./src/modules/daily-challenges/index.tsx",
      "./Regulations": "./src/modules/regulations/index.tsx",
      "./Translations": "./src/modules/translations/index.tsx",
      "./Security": "./src/modules/security/index.tsx",
      "./Roles": "./src/modules/roles/index.tsx",
      "./Users": "./src/modules/users/index.tsx"
  },
});
