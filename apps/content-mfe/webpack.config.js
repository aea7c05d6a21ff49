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
      "./MarketTypesOrder": "./src/modules/market-types-order/index.tsx",
      "./DepositMessage": "./src/modules/deposit-message/index.tsx",
      "./BetMatch": "./src/modules/bet-match/index.tsx",
      "./DailyChallenges": "./src/modules/daily-challenges/index.tsx"
  },
});
