// Public chat posts per player and per address, counted in fixed windows. Each attempt is counted first, in one
// upsert that returns the new count, so parallel posts (and several API instances on one PostgreSQL) cannot slip
// past the limit between a check and a count.
import type { Db } from '../../db/db';

export const POST_WINDOW_MS = 10_000;
/** A person types a few lines in 10 s; a script 300 a second. */
export const POSTS_PER_PLAYER = 5;
/** Many players can share one address (an office, a mobile carrier), so the address gets more. */
export const POSTS_PER_ADDRESS = 30;

/** Counts one attempt under `key` in the current window; true while within `limit`. */
export async function countPost(db: Db, key: string, limit: number, now: Date): Promise<boolean> {
  const window = Math.floor(now.getTime() / POST_WINDOW_MS);
  const { rows } = await db.query<{ count: number }>(
    `INSERT INTO chat_post_counts (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = chat_post_counts.count + 1 RETURNING count`,
    [key, window],
  );
  return rows[0]!.count <= limit;
}

/** Seconds until the current window ends (Retry-After). */
export function retryAfterSeconds(now: Date): number {
  return Math.ceil((POST_WINDOW_MS - (now.getTime() % POST_WINDOW_MS)) / 1000);
}

/** Drops windows that are over (their counts decide nothing any more). */
export async function sweepPostCounts(db: Db, now: Date): Promise<void> {
  await db.query('DELETE FROM chat_post_counts WHERE window_start < $1', [Math.floor(now.getTime() / POST_WINDOW_MS)]);
}
