// Public face of @backoffice/validation: message templates, schema helpers, entity schemas, permission catalogue.
// No React here: the server validates with the same schemas.
export * from './messages';
export * from './helpers';
export * from './form-adapter';
export * from './form-values';
export * from './permissions';
export * from './schema-audit';
export * from './schemas/auth';
export * from './schemas/users';
export * from './schemas/landing-page';
export * from './schemas/files';
export * from './schemas/ako';
export * from './list/list-contract';
export * from './modules';
export * from './schemas/special-category';
export * from './banks';
export * from './schemas/payout-message';
export * from './schemas/medal';
export * from './sportsbook';
export * from './schemas/category-image';
export * from './schemas/banner';
export * from './schemas/hot-banner';
export * from './schemas/key-value';
export * from './schemas/placement';
export * from './schemas/latest-config';
export * from './schemas/bet-match';
export * from './schemas/daily-challenge';
