// Reads, checks and imports a feed snapshot file: what `npm run sportsbook:import -- file.json` runs.
import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { issueText, sportsbookFeedSchema } from '@backoffice/validation';
import type { Db } from '../../db/db';
import { feedProblems, importFeed, type FeedSummary } from './feed-import';

export type FeedFileResult = { ok: true; summary: FeedSummary } | { ok: false; problems: string[] };

/** Problems name the place in the file: "events[3].games[0].name: Name is required!". */
export async function importFeedFile(db: Db, file: string): Promise<FeedFileResult> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    return { ok: false, problems: [`${file}: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const parsed = v.safeParse(sportsbookFeedSchema, raw);
  if (!parsed.success) {
    const where = (issue: v.BaseIssue<unknown>) => (issue.path ?? []).map((p) => (typeof p.key === 'number' ? `[${p.key}]` : `.${String(p.key)}`)).join('').replace(/^\./, '') || '(file)';
    return { ok: false, problems: parsed.issues.map((issue) => `${where(issue)}: ${issueText(issue)}`) };
  }
  const problems = await feedProblems(db, parsed.output);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, summary: await importFeed(db, parsed.output) };
}
