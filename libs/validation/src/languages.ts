// The languages of the site's content: Polish always, English and Ukrainian optional.
// Per-language fields travel flattened with the language in front: pl_title, en_title, uk_title.

export const CONTENT_LANGUAGES = ['pl', 'en', 'uk'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The language every per-language block must fill. */
export const REQUIRED_LANGUAGE: ContentLanguage = 'pl';

/** What staff read on a language's tab. */
export const LANGUAGE_NAMES: Readonly<Record<ContentLanguage, string>> = { pl: 'Polish', en: 'English', uk: 'Ukrainian' };

/** The flattened name of a per-language field: `languageField('pl', 'title')` → `pl_title`. */
export const languageField = (language: ContentLanguage, field: string) => `${language}_${field}`;
