// What the signed-in user may change in the file manager: reading needs a sign-in only; each write its
// files.* permission, enforced by the server too; uploading and replacing also the editors of the folder's module
// (mayUploadInto / mayReplaceIn). What the user may not do is not offered.
import { useCan, useSession } from '@backoffice/auth';
import { FILE_PERMISSIONS, mayReplaceIn, mayUploadInto } from '@backoffice/validation';

export interface FilePermissions {
  /** Create folders. */
  create: boolean;
  /** Upload new files into the shown folder. */
  upload: boolean;
  /** Replace files of the shown folder (overwrite). */
  replace: boolean;
  /** Rename, move. */
  update: boolean;
  delete: boolean;
}

export function useFilePermissions(folder: string): FilePermissions {
  return {
    create: useCan(FILE_PERMISSIONS.create),
    upload: useSession((state) => Boolean(state.token) && mayUploadInto(state, folder)),
    replace: useSession((state) => Boolean(state.token) && mayReplaceIn(state, folder)),
    update: useCan(FILE_PERMISSIONS.update),
    delete: useCan(FILE_PERMISSIONS.delete),
  };
}

/** The line shown when the user may change nothing in the shown folder. */
export const READ_ONLY_HINT = 'You can open files and copy their links; your role cannot change them.';
