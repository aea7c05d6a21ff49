// Earlier paths still answered: category images and special categories moved to the
// public site's v1/events-categories and v1/categories; a client written against the first paths keeps working. Only
// the new paths are documented.
const ALIASES: readonly (readonly [string, string])[] = [
  ['/api/v1/category-images', '/api/v1/events-categories'],
  ['/api/v1/special-categories', '/api/v1/categories'],
];

/** Fastify's rewriteUrl: an alias path (and anything under it) becomes the spec's path; any other URL is kept. */
export function rewriteAliasPath(url: string): string {
  for (const [old, path] of ALIASES) {
    const next = url.charAt(old.length);
    if (url.startsWith(old) && (next === '' || next === '/' || next === '?')) return path + url.slice(old.length);
  }
  return url;
}
