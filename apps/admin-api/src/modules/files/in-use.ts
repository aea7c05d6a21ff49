// Deleting, renaming or moving a file that content still uses breaks that content: without the client's
// confirmation (`?force=true`) such a change is refused with 409 and the list of records that use it.
import { refuseStandard } from './file-manager';
import { deleteFilesQuerySchema, type FileUsage } from '@backoffice/validation';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { HttpError } from '../../http/errors';
import type { FileStorage } from './storage/file-storage';

export const forceQuerySchema = v.object({
  force: v.optional(v.pipe(v.picklist(['true', 'false'], 'force must be true or false'), v.transform((value) => value === 'true')), 'false'),
});

/** DELETE v1/files: the paths, flat, and force. */
export const deleteQueryWithForceSchema = v.object({ ...deleteFilesQuerySchema.entries, ...forceQuerySchema.entries });

/** GET v1/files/usage?path=a&path=b (or comma-joined). */
export const usageQuerySchema = v.object({ path: deleteFilesQuerySchema.entries.path });

export const IN_USE_DOC =
  'When a file or folder is used by content (e.g. a landing page image), answers 409 { message, usedBy: [{ path, module, moduleLabel, id, name }] } ' +
  'and changes nothing; repeat with ?force=true once the user has confirmed.';

const describe = (usage: FileUsage) => `${usage.moduleLabel} ${usage.name} (${usage.module} #${usage.id})`;

export class FileInUseError extends HttpError {
  constructor(readonly usedBy: FileUsage[]) {
    const shown = usedBy.slice(0, 5).map(describe).join(', ');
    const more = usedBy.length > 5 ? ` and ${usedBy.length - 5} more` : '';
    super(409, `In use by ${usedBy.length === 1 ? 'one record' : `${usedBy.length} records`}: ${shown}${more}. Changing it breaks them; confirm to go ahead.`, undefined, undefined, { usedBy });
  }
}

/** Records of any module that use one of paths (paths that do not exist use nothing). */
export async function findUsage(app: FastifyInstance, storage: FileStorage, paths: readonly string[]): Promise<FileUsage[]> {
  const targets = [];
  for (const path of new Set(paths)) {
    const entry = await storage.stat(path);
    if (entry) targets.push({ key: entry.key, isDir: entry.isDir });
  }
  return app.fileUsage.find(app.db, targets);
}

/** Throws FileInUseError unless nothing uses paths or the client confirmed with force. */
export async function refuseWhileInUse(app: FastifyInstance, storage: FileStorage, paths: readonly string[], force: boolean): Promise<void> {
  if (force) return;
  // What is refused anyway (a standard folder) says so first: a warning would offer "anyway" for nothing.
  paths.forEach(refuseStandard);
  const usedBy = await findUsage(app, storage, paths);
  if (usedBy.length > 0) throw new FileInUseError(usedBy);
}
