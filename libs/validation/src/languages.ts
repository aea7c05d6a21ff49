// The site's languages (spec 1 §3: a block per language, Polish required), once for every module.
export const LANGUAGES = ['pl', 'en', 'uk'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_LABELS: Readonly<Record<Language, string>> = { pl: 'Polish', en: 'English', uk: 'Ukrainian' };
