// A field's name as staff read it, for history rows and for messages that would otherwise not say which field.
import { LANGUAGE_NAMES, type ContentLanguage } from './languages';

const words = (part: string) => {
  const text = part.replace(/_/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** `config.hero.headline` → "Config › Hero › Headline"; a flattened per-language field `pl_imageUrl` → "Image url (Polish)". */
export function fieldWords(path: string): string {
  return path
    .split('.')
    .map((part) => {
      const language = /^(pl|en|uk)_(.+)$/.exec(part);
      return language ? `${words(language[2])} (${LANGUAGE_NAMES[language[1] as ContentLanguage]})` : words(part);
    })
    .join(' › ');
}
