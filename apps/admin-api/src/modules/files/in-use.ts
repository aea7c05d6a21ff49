// Deleting, renaming or moving a file that content still uses breaks that content: without the client's
// confirmation (`?force=true`) such a change is refused with 409 and the list of records that use it.
import { refuseStandard } from './file-manager';
import { deleteFilesQuerySchema, hasAnyPermission, moduleGuard, type FileUsage, type PermissionHolder } from '@backoffice/validation';
import { moduleNamed } from '../../core/module-catalog';
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

const describe = (usage: FileUsage) => `${usage.moduleLabel} ${usage.name}${usage.module ? ` (${usage.module} #${usage.id})` : ''}`;

export class FileInUseError extends HttpError {
  constructor(readonly usedBy: FileUsage[]) {
    const shown = usedBy.slice(0, 5).map(describe).join(', ');
    const more = usedBy.length > 5 ? ` and ${usedBy.length - 5} more` : '';
    super(409, `In use by ${usedBy.length === 1 ? 'one record' : `${usedBy.length} records`}: ${shown}${more}. Changing it breaks them; confirm to go ahead.`, undefined, undefined, { usedBy });
  }
}

// Usage finders name their module by its key; the landing finders use the permission group's name.
const MODULE_OF_FINDER = new Map([['landing', 'landing-pages']]);

/** True when the caller may open the module's records: a signed-in-only module, or one permission of its route guard. */
function mayOpen(caller: PermissionHolder, finderModule: string): boolean {
  const module = moduleNamed(MODULE_OF_FINDER.get(finderModule) ?? finderModule);
  if (!module) return false;
  return module.access === 'signed-in' || hasAnyPermission(caller, moduleGuard(module));
}

/**
 * What the caller may know of usedBy: records of modules it can open are named; the others are
 * counted per path in one "Used elsewhere" row, so the warning still stops a change without naming them.
 */
export function visibleUsage(caller: PermissionHolder, usedBy: readonly FileUsage[]): FileUsage[] {
  const shown: FileUsage[] = [];
  const hidden = new Map<string, number>();
  for (const usage of usedBy) {
    if (mayOpen(caller, usage.module)) shown.push(usage);
    else hidden.set(usage.path, (hidden.get(usage.path) ?? 0) + 1);
  }
  for (const [path, count] of hidden) {
    shown.push({ path, module: '', moduleLabel: 'Used elsewhere:', id: '', name: `${count} ${count === 1 ? 'record' : 'records'} of modules you cannot open` });
  }
  return shown;
}

/** Records of any module that use one of paths (paths that do not exist use nothing), as far as the caller may know them. */
export async function findUsage(app: FastifyInstance, storage: FileStorage, paths: readonly string[], caller: PermissionHolder): Promise<FileUsage[]> {
  const targets = [];
  for (const path of new Set(paths)) {
    const entry = await storage.stat(path);
    if (entry) targets.push({ key: entry.key, isDir: entry.isDir });
  }
  return visibleUsage(caller, await app.fileUsage.find(app.db, targets));
}

/** Throws FileInUseError unless nothing uses paths or the client confirmed with force. */
export async function refuseWhileInUse(app: FastifyInstance, storage: FileStorage, paths: readonly string[], force: boolean, caller: PermissionHolder): Promise<void> {
  if (force) return;
  // What is refused anyway (a standard folder) says so first: a warning would offer "anyway" for nothing.
  paths.forEach(refuseStandard);
  const usedBy = await findUsage(app, storage, paths, caller);
  if (usedBy.length > 0) throw new FileInUseError(usedBy);
}
