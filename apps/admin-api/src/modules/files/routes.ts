// Files module (spec 1 §7 Files): the admin API of the file manager, registered by app.ts under /api/v1.
// Every signed-in staff member may use the file manager (spec 1 §2: /files needs no permission); every
// change is recorded with who made it.
import {
  MAX_UPLOAD_BYTES,
  createFolderQuerySchema,
  deleteFilesQuerySchema,
  listFilesQuerySchema,
  moveEntrySchema,
  uploadFileSchema,
} from '@backoffice/validation';
import type { FastifyInstance } from 'fastify';
import { docSchema } from '../../core/doc-schema';
import { validate } from '../../http/validate';
import { recordFileChange } from './audit';
import { createFolder, decodeContents, deleteEntries, ensureStandardFolders, listFolder, moveEntry, uploadFile } from './file-manager';
import { publicUrlOf, storageFor } from './storage/storage-for-app';

const signedIn = { access: 'signed-in' as const };
const tags = ['files'];
// Base64 is 4/3 of the bytes; the margin lets an oversize file reach our own 413 with the spec's message.
const UPLOAD_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 256 * 1024;

export default async function filesRoutes(app: FastifyInstance): Promise<void> {
  const storage = await storageFor(app);
  await ensureStandardFolders(storage);

  app.get('/files', { config: signedIn, schema: docSchema({ tags, summary: 'A folder: folders, then the newest files up to the per-folder limit', querystring: listFilesQuerySchema }) }, async (request) => {
    const query = validate(listFilesQuerySchema, request.query);
    return { data: await listFolder(storage, query.path, query.flat) };
  });

  app.post('/files', { config: signedIn, bodyLimit: UPLOAD_BODY_LIMIT, schema: docSchema({ tags, summary: 'Upload one file (base64): 201 created, 200 replaced (overwrite), 409 exists, 413 too large, 422 folder full', body: uploadFileSchema }) }, async (request, reply) => {
    const input = validate(uploadFileSchema, request.body);
    const bytes = decodeContents(input.fileContents);
    const result = await uploadFile(storage, { bytes, fileName: input.fileName, folderName: input.folderName, overwrite: input.overwrite });
    await recordFileChange(request, result.replaced ? 'replace' : 'upload', result.key, { size: result.size, contentType: result.contentType });
    reply.status(result.replaced ? 200 : 201);
    return {
      data: { fileUrl: publicUrlOf(result.key), path: result.key, name: input.fileName, size: result.size, contentType: result.contentType, replaced: result.replaced },
      message: result.replaced ? 'File replaced successfully' : 'File uploaded successfully',
    };
  });

  app.delete('/files', { config: signedIn, schema: docSchema({ tags, summary: 'Delete files or folders (paths comma-joined); all or nothing', querystring: deleteFilesQuerySchema }) }, async (request) => {
    const query = validate(deleteFilesQuerySchema, request.query);
    const removed = await deleteEntries(storage, query.path, query.flat);
    for (const entry of removed) await recordFileChange(request, 'delete', entry.key, { isDir: entry.isDir });
    return { data: { deleted: removed.map((entry) => entry.key) }, message: `${removed.length} files deleted successfully` };
  });

  app.patch('/files', { config: signedIn, schema: docSchema({ tags, summary: 'Rename or move a file', body: moveEntrySchema }) }, async (request) => {
    const body = validate(moveEntrySchema, request.body);
    const action = await moveEntry(storage, 'file', body.source, body.destination);
    await recordFileChange(request, action, body.source, { destination: body.destination });
    return { data: { path: body.destination, link: publicUrlOf(body.destination) }, message: 'File or Folder renamed successfully' };
  });

  app.post('/folder', { config: signedIn, schema: docSchema({ tags, summary: 'Create a folder', querystring: createFolderQuerySchema }) }, async (request, reply) => {
    const query = validate(createFolderQuerySchema, request.query);
    await createFolder(storage, query.path);
    await recordFileChange(request, 'create_folder', query.path);
    reply.status(201);
    return { data: { path: query.path }, message: 'Folder created successfully' };
  });

  app.patch('/folder', { config: signedIn, schema: docSchema({ tags, summary: 'Rename or move a folder', body: moveEntrySchema }) }, async (request) => {
    const body = validate(moveEntrySchema, request.body);
    const action = await moveEntry(storage, 'folder', body.source, body.destination);
    await recordFileChange(request, action, body.source, { destination: body.destination, isDir: true });
    return { data: { path: body.destination }, message: 'File or Folder renamed successfully' };
  });
}
