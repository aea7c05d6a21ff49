// Who may change the file manager: reading needs a sign-in, a new folder
// files.create, a rename or move files.update, a delete files.delete; an upload or replace files.create /
// files.update or editing the folder's module (mayUploadInto / mayReplaceIn of @backoffice/validation).
import { FILE_PERMISSIONS, parentPath } from '@backoffice/validation';
import { HttpError } from '../../http/errors';

/** The access hook's own 403 text, for checks a route makes after reading its input. */
export const refused = () => new HttpError(403, 'You do not have permission to do this.');

export const canCreate = { access: { permission: FILE_PERMISSIONS.create } };
export const canUpdate = { access: { permission: FILE_PERMISSIONS.update } };
export const canDelete = { access: { permission: FILE_PERMISSIONS.delete } };

/** A rename keeps the folder; anything else is a move (a move is not confirmed as a rename). */
export const movedMessage = (source: string, destination: string) =>
  parentPath(source) === parentPath(destination) ? 'File or Folder renamed successfully' : 'File or Folder moved successfully';
