// Who may add or replace files in a folder. The file manager's own writes need files.create (new
// files, folders) and files.update (replace, rename, move). A module's image and PDF fields upload through the
// same API into the module's folders: whoever may create or update the module's records may add and replace files
// there without a files.* permission, so the landing editor uploads hero images and every signed-in user the
// images of the signed-in-only modules. Shared by the server's check and the fields.
import { describedModules } from './modules/module-directory';
import { hasAnyPermission, hasPermission, type PermissionHolder } from './permissions';

/** The file manager's own permissions (its route is signed-in only; each write needs its own). */
export const FILE_PERMISSIONS = { create: 'files.create', update: 'files.update', delete: 'files.delete' } as const;

/**
 * The permission group whose editors own each folder (and what is below it), 'signed-in' for the signed-in-only
 * modules: from the modules' own declarations (their descriptions in the directory), so a module's new folder ships
 * with the module.
 */
function folderOwners(): ReadonlyArray<readonly [folder: string, owner: string]> {
  return describedModules().flatMap((module) => (module.folders ?? []).map((folder) => [folder, module.access === 'signed-in' ? 'signed-in' : module.access.group] as const));
}

/** The folders some module owns (a test keeps every standard folder owned). */
export function ownedFolders(): readonly string[] {
  return folderOwners().map(([folder]) => folder);
}

const within = (folder: string, owned: string) => folder === owned || folder.startsWith(`${owned}/`);

/** True when holder edits a module that keeps its files in folder. */
function editsModuleOf(holder: PermissionHolder | null | undefined, folder: string): boolean {
  if (!holder) return false;
  return folderOwners().some(([owned, owner]) => within(folder, owned) && (owner === 'signed-in' || hasAnyPermission(holder, [`${owner}.create`, `${owner}.update`])));
}

/** A new file into folder: files.create, or an editor of the folder's module. */
export function mayUploadInto(holder: PermissionHolder | null | undefined, folder: string): boolean {
  return hasPermission(holder, FILE_PERMISSIONS.create) || editsModuleOf(holder, folder);
}

/** Replacing a file of folder (overwrite): files.update, or an editor of the folder's module. */
export function mayReplaceIn(holder: PermissionHolder | null | undefined, folder: string): boolean {
  return hasPermission(holder, FILE_PERMISSIONS.update) || editsModuleOf(holder, folder);
}
