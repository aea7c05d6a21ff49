// Who may add or replace files in a folder (issue 32). The file manager's own writes need files.create (new
// files, folders) and files.update (replace, rename, move). A module's image and PDF fields upload through the
// same API into the module's folders: whoever may create or update the module's records may add and replace files
// there without a files.* permission, so the landing editor uploads hero images and every signed-in user the
// images of the signed-in-only modules (docs/decisions.md). Shared by the server's check and the fields.
import { FILE_FOLDERS } from './schemas/files';
import { hasAnyPermission, hasPermission, type PermissionHolder } from './permissions';

/** The file manager's own permissions (its route is signed-in only; each write needs its own). */
export const FILE_PERMISSIONS = { create: 'files.create', update: 'files.update', delete: 'files.delete' } as const;

const F = FILE_FOLDERS;
/** The permission group whose editors own a folder (and what is below it); 'signed-in' for the signed-in-only modules. */
const FOLDER_OWNERS: ReadonlyArray<readonly [folder: string, owner: string]> = [
  [F.banners, 'banners'],
  [F.newBanners, 'banners'],
  [F.subBanners, 'banners'],
  [F.hotBanners, 'hotbanners'],
  [F.sportEventImages, 'sportEventImage'],
  [F.placements, 'placement'],
  [F.regulations, 'regulation'],
  [F.entertainments, 'entertainment'],
  [F.promotions, 'promotion'],
  [F.promotionParameterIcons, 'promotion'],
  [F.customPages, 'custompage'],
  [F.messages, 'message'],
  [F.medals, 'medals'],
  ['acquisition-landing-page', 'landing'],
  // Signed-in-only modules (spec 2 §6).
  ['daily-challenges', 'signed-in'],
  [F.betMatch, 'signed-in'],
  ['registration-method-banners', 'signed-in'],
  ['verification-method-banners', 'signed-in'],
  [F.specialCategories, 'signed-in'],
  [F.categoryImages, 'signed-in'],
  [F.avatars, 'signed-in'],
];

/** The folders some module owns (a test keeps every standard folder owned). */
export const OWNED_FOLDERS: readonly string[] = FOLDER_OWNERS.map(([folder]) => folder);

const within = (folder: string, owned: string) => folder === owned || folder.startsWith(`${owned}/`);

/** True when holder edits a module that keeps its files in folder. */
function editsModuleOf(holder: PermissionHolder | null | undefined, folder: string): boolean {
  if (!holder) return false;
  return FOLDER_OWNERS.some(([owned, owner]) => within(folder, owned) && (owner === 'signed-in' || hasAnyPermission(holder, [`${owner}.create`, `${owner}.update`])));
}

/** A new file into folder: files.create, or an editor of the folder's module. */
export function mayUploadInto(holder: PermissionHolder | null | undefined, folder: string): boolean {
  return hasPermission(holder, FILE_PERMISSIONS.create) || editsModuleOf(holder, folder);
}

/** Replacing a file of folder (overwrite): files.update, or an editor of the folder's module. */
export function mayReplaceIn(holder: PermissionHolder | null | undefined, folder: string): boolean {
  return hasPermission(holder, FILE_PERMISSIONS.update) || editsModuleOf(holder, folder);
}
