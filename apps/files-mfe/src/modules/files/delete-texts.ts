// The delete dialog's question and the success toast, in the spec's wording (the spec: "Are you sure you want
// to {action} this {item}?", "{n} files deleted successfully"), naming what goes and saying a folder's contents go too.
import type { FileEntry } from '@backoffice/validation';

const NAMED = 3;
const quoted = (entry: FileEntry) => `«${entry.name}»`;
export const FOLDER_CONTENTS_WARNING = 'Everything in it is deleted too.';
export const FOLDERS_CONTENTS_WARNING = 'The folders are deleted with everything in them.';

function kinds(entries: readonly FileEntry[]): string {
  const folders = entries.filter((entry) => entry.isDir).length;
  if (folders === 0) return 'files';
  return folders === entries.length ? 'folders' : 'files and folders';
}

/** e.g. "Are you sure you want to delete this file «x.png»?" */
export function deleteQuestion(entries: readonly FileEntry[]): string {
  if (entries.length === 1) {
    const [entry] = entries;
    return entry.isDir
      ? `Are you sure you want to delete this folder ${quoted(entry)}? ${FOLDER_CONTENTS_WARNING}`
      : `Are you sure you want to delete this file ${quoted(entry)}?`;
  }
  const names = entries.slice(0, NAMED).map(quoted).join(', ');
  const more = entries.length > NAMED ? ` and ${entries.length - NAMED} more` : '';
  const warning = entries.some((entry) => entry.isDir) ? ` ${FOLDERS_CONTENTS_WARNING}` : '';
  return `Are you sure you want to delete these ${entries.length} ${kinds(entries)} (${names}${more})?${warning}`;
}

/** The spec's "{n} files deleted successfully" for several; one file or folder is named by its kind. */
export function deletedMessage(deleted: readonly FileEntry[]): string {
  if (deleted.length === 1) return deleted[0].isDir ? 'Folder deleted successfully' : 'File deleted successfully';
  return `${deleted.length} files deleted successfully`;
}
