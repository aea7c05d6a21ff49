// Why a guarded write on a landing page matched nothing, told apart after the fact (one extra read, only on failure).
import { HttpError } from '../../http/errors';
import { findPage, linkCodeOwner, type Queryable } from './repository';

export const NOT_FOUND = 'Landing page not found';
export const DELETED = 'Landing page is deleted';
export const STALE = 'Landing page was changed by someone else. Reload it and try again.';
export const LINK_CODE_TAKEN = 'Link code already exists';

/** The HttpError for a write that matched no row: 404 missing, 409 deleted / not deleted / stale version. */
export async function explainMiss(db: Queryable, id: number, expectDeleted = false): Promise<HttpError> {
  const page = await findPage(db, id);
  if (!page) return new HttpError(404, NOT_FOUND);
  if (!expectDeleted && page.deletedAt) return new HttpError(409, DELETED);
  if (expectDeleted && !page.deletedAt) return new HttpError(409, 'Landing page is not deleted');
  return new HttpError(409, STALE);
}

/** 409 with the field marked, so the form shows it under the link code. */
export async function assertLinkCodeFree(db: Queryable, linkCode: string, exceptId?: number): Promise<void> {
  const owner = await linkCodeOwner(db, linkCode);
  if (owner !== null && owner !== exceptId) {
    throw new HttpError(409, LINK_CODE_TAKEN, { 'config.affiliateLink.link_code': [LINK_CODE_TAKEN] });
  }
}

/** A race between the check above and the insert still ends as 409, never 500. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && (err as { code: unknown }).code === '23505';
}

export function linkCodeConflict(): HttpError {
  return new HttpError(409, LINK_CODE_TAKEN, { 'config.affiliateLink.link_code': [LINK_CODE_TAKEN] });
}

/** Unpublishing may schedule a republish, never in the past (spec 1 §4). */
export function assertNotPast(publishAt: string | null | undefined, now: Date): void {
  if (publishAt && new Date(publishAt).getTime() < now.getTime() - 60_000) {
    throw new HttpError(400, 'Validation failed', { publishAt: ['Publish date must not be in the past'] });
  }
}
