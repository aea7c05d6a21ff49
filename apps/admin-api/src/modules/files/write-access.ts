// Who may change the file manager (issue 32, docs/decisions.md): reading needs a sign-in (spec 1 §2), an upload
// or a new folder files.create, a replace (overwrite), rename or move files.update, a delete files.delete.
import { parentPath } from '@backoffice/validation';

export const canCreate = { access: { permission: 'files.create' } };
export const canUpdate = { access: { permission: 'files.update' } };
export const canDelete = { access: { permission: 'files.delete' } };

/** A rename keeps the folder; anything else is a move (issue 38: a move is not confirmed as a rename). */
export const movedMessage = (source: string, destination: string) =>
  parentPath(source) === parentPath(destination) ? 'File or Folder renamed successfully' : 'File or Folder moved successfully';
