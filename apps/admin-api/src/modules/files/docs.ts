// Docs only: the file manager's answers (libs/validation files.ts interfaces) as named OpenAPI schemas.
import { named, type JsonObject } from '../../core/doc-schema';

const text = { type: 'string' };
const object = (properties: Record<string, JsonObject>, optional: string[] = []): JsonObject => ({ type: 'object', required: Object.keys(properties).filter((key) => !optional.includes(key)), properties });

export const fileEntryDoc = named('FileEntry', object({ id: { type: 'string', description: 'The path, which is the id' }, name: text, isDir: { type: 'boolean' }, link: { type: 'string', description: "Public URL of a file; '' for a folder" }, contentType: { type: ['string', 'null'] }, size: { type: 'integer', minimum: 0 }, updatedAt: { type: 'string', format: 'date-time' } }));
export const fileListingDoc = named('FileListing', object({ path: text, entries: { type: 'array', items: fileEntryDoc }, totalFiles: { type: 'integer', minimum: 0 }, truncated: { type: 'boolean' }, limit: { type: 'integer', minimum: 0 } }));
export const fileMetadataDoc = named('FileMetadata', object({ path: text, name: text, size: { type: 'integer', minimum: 0 }, contentType: { type: ['string', 'null'] }, link: text, modified: { type: 'string', format: 'date-time' } }));
export const fileUsageDoc = object({ usedBy: { type: 'array', items: named('FileUsage', object({ path: text, module: text, moduleLabel: text, id: { type: ['integer', 'string'] }, name: text })) } });
export const folderPathDoc = object({ path: text });
export const iconsDoc = object({ folder: text, icons: { type: 'array', items: fileEntryDoc }, truncated: { type: 'boolean' } });
