// Files module (the spec's Files): the admin API of the file manager, registered by app.ts under /api/v1.
// Every signed-in staff member may read the file manager (the spec: /files needs no permission); writing needs
// files.create / files.update / files.delete. Every change is recorded with who made it.
import {
  MAX_UPLOAD_BYTES,
  createFolderQuerySchema,
  joinPath,
  mayReplaceIn,
  mayUploadInto,
  listFilesQuerySchema,
  moveEntrySchema,
  uploadFileSchema,
} from '@backoffice/validation';
import { docSchema , type RoutesApp } from '../../core/doc-schema';
import { fileListingDoc, fileUsageDoc } from './docs';
import { parentPath } from '@backoffice/validation';
import { changeRecorder } from './audit';
import { IN_USE_DOC, deleteQueryWithForceSchema, findUsage, forceQuerySchema, refuseWhileInUse, usageQuerySchema } from './in-use';
import { filePathsRoutes } from './file-paths-routes';
import { canCreate, canDelete, canUpdate, movedMessage, refused } from './write-access';
import { createFolder, decodeContents, deleteEntries, ensureStandardFolders, folderLock, listFolder, moveEntry, uploadFile } from './file-manager';
import { publicUrlOf, storageFor } from './storage/storage-for-app';

const signedIn = { access: 'signed-in' as const };
const tags = ['files'];
// Base64 is 4/3 of the bytes; the margin lets an oversize file reach our own 413 with the spec's message.
// An upload's temporary file lives for the seconds its write takes; an hour old, it is a leftover.
const TEMP_FILE_MAX_AGE_MS = 60 * 60_000;
const UPLOAD_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 256 * 1024;

/** The spec's "{n} files deleted successfully" for several; one file or folder is named by its kind (docs/decisions.md). */
export function deletedMessage(removed: readonly { isDir: boolean }[]): string {
  if (removed.length === 1) return removed[0].isDir ? 'Folder deleted successfully' : 'File deleted successfully';
  return `${removed.length} files deleted successfully`;
}

/** Docs: what an upload answers. */
const uploadedDoc = {
  type: 'object',
  properties: { fileUrl: { type: 'string' }, path: { type: 'string' }, name: { type: 'string' }, size: { type: 'integer' }, contentType: { type: 'string' }, replaced: { type: 'boolean' } },
};

export default async function filesRoutes(app: RoutesApp): Promise<void> {
  const storage = await storageFor(app);
  await ensureStandardFolders(storage);
  // A write killed half-way (kill -9, power loss) leaves its temporary file. When this process alone uses the
  // data folder every one is such a leftover; when others may share it, only those too old to be in progress.
  const swept = await storage.sweepTemporary?.(app.config.dataDirExclusive ? 0 : TEMP_FILE_MAX_AGE_MS);
  if (swept) app.log.warn({ swept }, 'files: removed temporary files of interrupted uploads');

  app.get('/files', { config: signedIn, schema: docSchema({ operationId: 'listFiles', tags, summary: 'A folder: folders, then the newest files up to the per-folder limit', querystring: listFilesQuerySchema, data: fileListingDoc, errors: [404] }) }, async (request, reply) => {
    const started = performance.now();
    const query = request.query;
    const data = await listFolder(storage, query.path, query.flat);
    // The server's own time, for the bench (tools/bench/files.mjs) and the browser's network panel.
    reply.header('server-timing', `files;dur=${(performance.now() - started).toFixed(1)}`);
    return { data };
  });

  const uploadDoc = docSchema({ operationId: 'uploadFile', tags, summary: 'Upload one file (base64): 201 created, 200 replaced (overwrite, needs files.update too), 409 exists or in use, 413 too large, 422 folder full', body: uploadFileSchema, querystring: forceQuerySchema, data: uploadedDoc, status: 201, errors: [403, 404, 409, 413, 422] });
  // A replace answers 200 with the same body.
  const uploadResponses = uploadDoc.response as Record<number, unknown>;
  uploadResponses[200] = uploadResponses[201];
  // Access is decided per folder below (a module's editors upload into its folders): a sign-in is the gate here.
  app.post('/files', { config: signedIn, bodyLimit: UPLOAD_BODY_LIMIT, schema: { ...uploadDoc, description: IN_USE_DOC } }, async (request, reply) => {
    const input = request.body;
    const { force } = request.query;
    if (!mayUploadInto(request.session, input.folderName)) throw refused();
    if (input.overwrite && !mayReplaceIn(request.session, input.folderName)) throw refused();
    // Replacing a file content uses changes that content as much as deleting it does.
    if (input.overwrite) await refuseWhileInUse(app, storage, [joinPath(input.folderName, input.fileName)], force, request.session);
    const bytes = decodeContents(input.fileContents);
    // Under the folder's lock (across instances): parallel uploads cannot all see room below the limit.
    const result = await app.db.withLock(folderLock(input.folderName), (db) =>
      uploadFile(storage, { bytes, fileName: input.fileName, folderName: input.folderName, overwrite: input.overwrite }, changeRecorder(request, db)),
    );
    reply.status(result.replaced ? 200 : 201);
    return {
      data: { fileUrl: publicUrlOf(result.key), path: result.key, name: input.fileName, size: result.size, contentType: result.contentType, replaced: result.replaced },
      message: result.replaced ? 'File replaced successfully' : 'File uploaded successfully',
    };
  });

  app.get('/files/usage', { config: signedIn, schema: docSchema({ operationId: 'findFileUsage', tags, summary: 'The records (of every content module) that use these files or folders', querystring: usageQuerySchema, data: fileUsageDoc }) }, async (request) => {
    const query = request.query;
    return { data: { usedBy: await findUsage(app, storage, query.path, request.session) } };
  });

  app.delete('/files', { config: canDelete, schema: { ...docSchema({ operationId: 'deleteFiles', tags, summary: 'Delete files or folders (paths comma-joined); all or nothing', querystring: deleteQueryWithForceSchema, data: { type: 'object', properties: { deleted: { type: 'array', items: { type: 'string' } } } }, errors: [404, 409] }), description: IN_USE_DOC } }, async (request) => {
    const query = request.query;
    await refuseWhileInUse(app, storage, query.path, query.force, request.session);
    const removed = await deleteEntries(storage, query.path, query.flat, changeRecorder(request));
    return { data: { deleted: removed.map((entry) => entry.key) }, message: deletedMessage(removed) };
  });

  app.patch('/files', { config: canUpdate, schema: { ...docSchema({ operationId: 'moveFile', tags, summary: 'Rename or move a file', body: moveEntrySchema, querystring: forceQuerySchema, data: { type: 'object', properties: { path: { type: 'string' }, link: { type: 'string' } } }, errors: [404, 409, 422] }), description: IN_USE_DOC } }, async (request) => {
    const body = request.body;
    await refuseWhileInUse(app, storage, [body.source], request.query.force, request.session);
    await app.db.withLock(folderLock(parentPath(body.destination)), (db) => moveEntry(storage, 'file', body.source, body.destination, changeRecorder(request, db)));
    return { data: { path: body.destination, link: publicUrlOf(body.destination) }, message: movedMessage(body.source, body.destination) };
  });

  app.post('/folder', { config: canCreate, schema: docSchema({ operationId: 'createFolder', tags, summary: 'Create a folder', querystring: createFolderQuerySchema, data: { type: 'object', properties: { path: { type: 'string' } } }, status: 201, errors: [404, 409] }) }, async (request, reply) => {
    const query = request.query;
    await createFolder(storage, query.path, changeRecorder(request));
    reply.status(201);
    return { data: { path: query.path }, message: 'Folder created successfully' };
  });

  app.patch('/folder', { config: canUpdate, schema: { ...docSchema({ operationId: 'moveFolder', tags, summary: 'Rename or move a folder', body: moveEntrySchema, querystring: forceQuerySchema, data: { type: 'object', properties: { path: { type: 'string' } } }, errors: [404, 409] }), description: IN_USE_DOC } }, async (request) => {
    const body = request.body;
    await refuseWhileInUse(app, storage, [body.source], request.query.force, request.session);
    await moveEntry(storage, 'folder', body.source, body.destination, changeRecorder(request));
    return { data: { path: body.destination }, message: movedMessage(body.source, body.destination) };
  });

  filePathsRoutes(app, storage);
}
