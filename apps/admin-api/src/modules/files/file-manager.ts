// The file manager's rules over a store: listings with the per-folder limit, uploads with replace,
// rename/move, delete, folders. Routes validate input and record the audit trail; this decides.
import {
  FILES_PER_FOLDER_LIMIT,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  standardFolders,
  baseName,
  joinPath,
  parentPath,
  type FileEntry,
  type FileListing,
} from '@backoffice/validation';
// The standard folders include those the served modules declare.
import '../../core/module-catalog';
import { HttpError } from '../../http/errors';
import { recorded, type RecordChange } from './audit';
import { detectContentType, typeFromName, typeMatchesName } from './content-type';
import { AlreadyExistsError, type FileStorage, type StoredEntry } from './storage/file-storage';
import { publicUrlOf } from './storage/storage-for-app';


export const exists = (name: string) => new HttpError(409, `File ${name} already exists`);
export const folderLimitReached = (folder: string) =>
  new HttpError(
    422,
    `Folder ${folder} already holds ${FILES_PER_FOLDER_LIMIT} files, the most the file manager can show. Upload into another folder.`,
  );

function toEntry(entry: StoredEntry): FileEntry {
  return {
    id: entry.key,
    name: entry.name,
    isDir: entry.isDir,
    link: entry.isDir ? '' : publicUrlOf(entry.key),
    contentType: entry.isDir ? null : typeFromName(entry.name),
    size: entry.size,
    updatedAt: entry.modifiedAt.toISOString(),
  };
}

const newestFirst = (a: StoredEntry, b: StoredEntry) => b.modifiedAt.getTime() - a.modifiedAt.getTime() || a.name.localeCompare(b.name);

async function requireFolder(storage: FileStorage, path: string): Promise<void> {
  const entry = await storage.stat(path);
  if (!entry?.isDir) throw new HttpError(404, `Folder ${path || '/'} not found`);
}

async function countFiles(storage: FileStorage, folder: string): Promise<number> {
  return (await storage.list(folder)).filter((entry) => !entry.isDir).length;
}

/** A standard folder is never renamed, moved or deleted (400), whatever uses it. */
export function refuseStandard(path: string): void {
  if (standardFolders().includes(path)) throw new HttpError(400, `Standard folder "${path}" cannot be renamed, moved or deleted`);
}

/** Folders, then the newest files up to the limit (the spec: files above it cannot be found in the manager). */
export async function listFolder(storage: FileStorage, path: string, flat: boolean): Promise<FileListing> {
  if (path !== '') await requireFolder(storage, path);
  const all = flat ? await storage.listFilesDeep(path) : await storage.list(path);
  const folders = all.filter((entry) => entry.isDir).sort((a, b) => a.name.localeCompare(b.name));
  const files = all.filter((entry) => !entry.isDir).sort(newestFirst);
  const shown = files.slice(0, FILES_PER_FOLDER_LIMIT);
  return {
    path,
    entries: [...folders, ...shown].map(toEntry),
    totalFiles: files.length,
    truncated: files.length > shown.length,
    limit: FILES_PER_FOLDER_LIMIT,
  };
}

const DATA_URL_PREFIX = /^data:[^,]*;base64,/;

/** Decodes base64 content, refusing oversize files (413) before allocating them. */
export function decodeContents(fileContents: string): Buffer {
  const base64 = fileContents.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  const approximateBytes = Math.floor((base64.length * 3) / 4);
  if (approximateBytes > MAX_UPLOAD_BYTES + 2) throw new HttpError(413, `File size should be less than ${MAX_UPLOAD_MB} mb`);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length >= MAX_UPLOAD_BYTES) throw new HttpError(413, `File size should be less than ${MAX_UPLOAD_MB} mb`);
  if (bytes.length === 0) throw new HttpError(400, 'Validation failed', { fileContents: ['File is required!'] });
  return bytes;
}

export interface UploadResult {
  key: string;
  replaced: boolean;
  size: number;
  contentType: string;
}

/**
 * Checks, records and writes one upload. The caller holds the folder's lock (folderLock), so the count
 * against the per-folder limit and the write are one step even for parallel uploads.
 */
export async function uploadFile(
  storage: FileStorage,
  input: { bytes: Buffer; fileName: string; folderName: string; overwrite: boolean },
  record: RecordChange,
): Promise<UploadResult> {
  const { bytes, fileName, folderName, overwrite } = input;
  await requireFolder(storage, folderName);
  const contentType = await detectContentType(bytes, fileName);
  if (!typeMatchesName(contentType, fileName)) {
    throw new HttpError(400, 'Validation failed', {
      fileContents: [`The file's content (${contentType}) does not match its name ${fileName}`],
    });
  }
  const key = joinPath(folderName, fileName);
  const current = await storage.stat(key);
  if (current && (current.isDir || !overwrite)) throw exists(fileName);
  if (!current && (await countFiles(storage, folderName)) >= FILES_PER_FOLDER_LIMIT) throw folderLimitReached(folderName);
  const size = bytes.length;
  try {
    const replaced = await recorded(record, current ? 'replace' : 'upload', key, { size, contentType }, () => storage.write(key, bytes, { contentType, overwrite }));
    return { key, replaced, size, contentType };
  } catch (error) {
    if (error instanceof AlreadyExistsError) throw exists(fileName);
    throw error;
  }
}

/** The lock name under which a folder's content changes (uploads and moves into it). */
export const folderLock = (folder: string) => `files:folder:${folder}`;

/** Deletes every path or none: all are checked before the first is removed. */
export async function deleteEntries(storage: FileStorage, paths: string[], flat: boolean, record: RecordChange): Promise<StoredEntry[]> {
  const unique = [...new Set(paths)];
  const entries: StoredEntry[] = [];
  for (const path of unique) {
    const entry = await storage.stat(path);
    if (!entry) throw new HttpError(404, `File or folder "${path}" not found`);
    if (entry.isDir) {
      refuseStandard(path);
      if (flat && (await storage.list(path)).length > 0) throw new HttpError(409, `Folder ${path} is not empty`);
    }
    entries.push(entry);
  }
  // A folder and something inside it were both chosen: removing the folder removes the rest.
  const roots = entries.filter((entry) => !entries.some((other) => other.isDir && entry.key.startsWith(`${other.key}/`)));
  for (const root of roots) {
    // Every chosen path goes with its root: all are recorded before it is removed, and taken back if it fails.
    const covered = entries.filter((entry) => entry === root || entry.key.startsWith(`${root.key}/`));
    const undo: (() => Promise<void>)[] = [];
    for (const entry of covered) undo.push(await record('delete', entry.key, { isDir: entry.isDir }));
    try {
      await storage.remove(root.key);
    } catch (error) {
      for (const takeBack of undo) await takeBack();
      throw error;
    }
  }
  return entries;
}

export type MoveKind = 'file' | 'folder';

/** Renames (same parent) or moves (another parent) a file or a folder. */
export async function moveEntry(storage: FileStorage, kind: MoveKind, source: string, destination: string, record: RecordChange): Promise<'rename' | 'move'> {
  if (source === destination) throw new HttpError(400, 'Source and destination are the same');
  const entry = await storage.stat(source);
  if (!entry) throw new HttpError(404, `File or folder "${source}" not found`);
  if (kind === 'file' && entry.isDir) throw new HttpError(400, `Path "${source}" is a folder: move or rename it with PATCH folder`);
  if (kind === 'folder' && !entry.isDir) throw new HttpError(400, `Path "${source}" is a file: move or rename it with PATCH files`);
  const targetFolder = parentPath(destination);
  if (kind === 'folder') {
    refuseStandard(source);
    if (destination.startsWith(`${source}/`)) throw new HttpError(400, 'A folder cannot be moved into itself');
  }
  if (targetFolder === '') throw new HttpError(400, 'Only the standard folders live at the root');
  await requireFolder(storage, targetFolder);
  if (await storage.stat(destination)) throw exists(baseName(destination));
  const isMove = targetFolder !== parentPath(source);
  if (kind === 'file' && isMove && (await countFiles(storage, targetFolder)) >= FILES_PER_FOLDER_LIMIT) {
    throw folderLimitReached(targetFolder);
  }
  const action = isMove ? 'move' : 'rename';
  try {
    await recorded(record, action, source, { destination, ...(kind === 'folder' ? { isDir: true } : {}) }, () => storage.move(source, destination));
  } catch (error) {
    if (error instanceof AlreadyExistsError) throw exists(baseName(destination));
    throw error;
  }
  return action;
}

export async function createFolder(storage: FileStorage, path: string, record: RecordChange): Promise<void> {
  const parent = parentPath(path);
  if (parent === '') throw new HttpError(400, 'Only the standard folders live at the root');
  await requireFolder(storage, parent);
  await recorded(record, 'create_folder', path, {}, async () => {
    if (!(await storage.makeDir(path))) throw new HttpError(409, `Folder ${baseName(path)} already exists`);
  });
}

/** Creates the standard folders (the spec's and the served modules' own) that are missing: first start, or a module added later. */
export async function ensureStandardFolders(storage: FileStorage): Promise<void> {
  for (const folder of standardFolders()) await storage.makeDir(folder);
}
