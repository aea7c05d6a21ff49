// The spec's other file paths (the spec: v1/files/file, v1/files/folder, v1/files/icons), with the meaning a
// client of this API expects: one file's metadata, the folder operations under the files family, and the
// promotion parameter icons library. Registered by routes.ts with the same store.
import { FILE_FOLDERS, createFolderQuerySchema, listFilesQuerySchema, moveEntrySchema, pathField, type FileEntry } from '@backoffice/validation';
import * as v from 'valibot';
import { docSchema , type RoutesApp } from '../../core/doc-schema';
import { fileListingDoc, fileMetadataDoc, folderPathDoc, iconsDoc } from './docs';
import { HttpError } from '../../http/errors';
import { changeRecorder } from './audit';
import { typeFromName } from './content-type';
import { createFolder, listFolder, moveEntry } from './file-manager';
import { IN_USE_DOC, forceQuerySchema, refuseWhileInUse } from './in-use';
import type { FileStorage } from './storage/file-storage';
import { publicUrlOf } from './storage/storage-for-app';
import { canCreate, canUpdate, movedMessage } from './write-access';

const signedIn = { access: 'signed-in' as const };
const tags = ['files'];

/** GET v1/files/file?path=banners/x.png */
export const fileQuerySchema = v.object({ path: pathField('Path') });

/** GET v1/files/folder?path=banners (the top level is GET v1/files). */
export const folderQuerySchema = v.object({ path: listFilesQuerySchema.entries.path });

/** One file as GET v1/files/file answers it. */
export interface FileMetadata {
  path: string;
  name: string;
  size: number;
  contentType: string | null;
  link: string;
  /** ISO time of the last change. */
  modified: string;
}

export const ICONS_FOLDER = FILE_FOLDERS.promotionParameterIcons;

export async function fileMetadata(storage: FileStorage, path: string): Promise<FileMetadata> {
  const entry = await storage.stat(path);
  if (!entry) throw new HttpError(404, `File ${path} not found`);
  if (entry.isDir) throw new HttpError(400, `Path "${path}" is a folder: list it with GET files/folder`);
  return { path: entry.key, name: entry.name, size: entry.size, contentType: typeFromName(entry.name), link: publicUrlOf(entry.key), modified: entry.modifiedAt.toISOString() };
}

export function filePathsRoutes(app: RoutesApp, storage: FileStorage): void {
  app.get('/files/file', { config: signedIn, schema: docSchema({ operationId: 'getFileMetadata', errors: [404], tags, summary: "One file's metadata: name, size, contentType, link, modified (404 when missing, 400 for a folder)", querystring: fileQuerySchema, data: fileMetadataDoc }) }, async (request) => {
    const { path } = request.query;
    return { data: await fileMetadata(storage, path) };
  });

  app.get('/files/folder', { config: signedIn, schema: docSchema({ operationId: 'listFolder', errors: [404], tags, summary: "A folder's listing, as GET files (404 when the folder does not exist)", querystring: folderQuerySchema, data: fileListingDoc }) }, async (request) => {
    const { path } = request.query;
    return { data: await listFolder(storage, path, false) };
  });

  app.post('/files/folder', { config: canCreate, schema: docSchema({ operationId: 'createFolderAlias', status: 201, errors: [409], tags, summary: 'Create a folder (the same as POST folder)', querystring: createFolderQuerySchema, data: folderPathDoc }) }, async (request, reply) => {
    const query = request.query;
    await createFolder(storage, query.path, changeRecorder(request));
    reply.status(201);
    return { data: { path: query.path }, message: 'Folder created successfully' };
  });

  app.patch('/files/folder', { config: canUpdate, schema: { ...docSchema({ operationId: 'moveFolderAlias', errors: [404, 409], tags, summary: 'Rename or move a folder (the same as PATCH folder)', body: moveEntrySchema, querystring: forceQuerySchema, data: folderPathDoc }), description: IN_USE_DOC } }, async (request) => {
    const body = request.body;
    await refuseWhileInUse(app, storage, [body.source], request.query.force, request.session);
    await moveEntry(storage, 'folder', body.source, body.destination, changeRecorder(request));
    return { data: { path: body.destination }, message: movedMessage(body.source, body.destination) };
  });

  app.get('/files/icons', { config: signedIn, schema: docSchema({ operationId: 'listPromotionIcons', tags, summary: `The promotion parameter icons library: the images of the ${ICONS_FOLDER} folder, newest first`, data: iconsDoc }) }, async () => {
    const listing = await listFolder(storage, ICONS_FOLDER, false);
    const icons: FileEntry[] = listing.entries.filter((entry) => !entry.isDir && entry.contentType?.startsWith('image/'));
    return { data: { folder: ICONS_FOLDER, icons, truncated: listing.truncated } };
  });
}
