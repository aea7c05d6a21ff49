// Player ids as staff hand them over: a CSV or TXT export of the player base (one id a line, or separated by commas,
// semicolons or spaces, with an optional header such as "playerId"), or the same typed into a box. One parser for the
// message form's file, its manual box and the server.

/** Most ids one message may name (a jsonb list the size of a large export; the body stays under the API's limit). */
export const PLAYER_IDS_MAX = 50_000;
/** A player id of the platform: a positive whole number. */
export const PLAYER_ID_PATTERN = /^[1-9]\d{0,11}$/;
/** File types the users upload accepts. */
export const PLAYER_IDS_FILE_TYPES = ['.csv', '.txt'] as const;
export const PLAYER_IDS_FILE_MAX_MB = 2;

const HEADER = /^["']?(player_?id|user_?id|id|login)["']?$/i;

/**
 * The distinct ids of a text in file order, or null when it is not a list of player ids (empty, or a token that is
 * not an id). @example parsePlayerIds('playerId\n1001\n1002;1001') // ['1001', '1002']
 */
export function parsePlayerIds(text: string): string[] | null {
  const tokens = text
    .replace(/^\uFEFF/, '')
    .split(/[\s,;]+/)
    .map((token) => token.replace(/^["']|["']$/g, ''))
    .filter((token) => token !== '');
  if (tokens.length > 0 && HEADER.test(tokens[0])) tokens.shift();
  if (tokens.length === 0 || !tokens.every((token) => PLAYER_ID_PATTERN.test(token))) return null;
  return [...new Set(tokens)];
}

/** "3 users: 1001, 1002, 1003" — a list shown as its count and its first ids. */
export function playerIdsSummary(ids: readonly string[], shown = 5): string {
  const head = ids.slice(0, shown).join(', ');
  return `${ids.length} ${ids.length === 1 ? 'user' : 'users'}: ${head}${ids.length > shown ? ', …' : ''}`;
}
