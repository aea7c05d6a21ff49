// File manager schemas (files and folders, the file folders, uploads, the Files API), shared by
// files-mfe, the image fields of @backoffice/ui and the admin API, so a name the form accepts is a name
// the server stores, and a path the server refuses is refused for the same reason in the browser.
import * as v from 'valibot';
import { maxLength, string } from '../helpers';
import { messages } from '../messages';
import { describedModules } from '../modules/module-directory';
import { firstIssueOnly, requiredText } from './auth';

/**
 * The most files the file manager shows (and lets staff upload) in one folder. Uploads into a folder at
 * the limit are refused by the server; listings show the newest files up to it.
 */
export const FILES_PER_FOLDER_LIMIT = 1000;

/** Largest single upload, in MB (message: "File size should be less than {n} mb"). */
export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** One path segment, in UTF-8 bytes (the common file-system limit). */
export const MAX_NAME_BYTES = 255;
/** A whole path, in characters. */
export const MAX_PATH_LENGTH = 1024;

/** The standard folders of the spec, by the content they hold. They exist from the first start. */
export const FILE_FOLDERS = {
  banners: 'banners',
  hotBanners: 'hot-banners',
  subBanners: 'sub-banners',
  sportEventImages: 'sport-events-images',
  // The event image builder's libraries: backgrounds and team crests.
  eventImageBackgrounds: 'sport-events-images/backgrounds',
  eventImageCrests: 'sport-events-images/crests',
  betMatch: 'bet-match',
  placements: 'placements',
  regulations: 'regulations',
  entertainments: 'entertainments',
  promotions: 'promotions',
  // Not in the spec's list: daily challenge cards are not promotions and were filed among them.
  dailyChallenges: 'daily-challenges',
  customPages: 'custom-pages',
  messages: 'messages',
  newBanners: 'new-banners',
  medals: 'medals',
  landingHeroDesktop: 'acquisition-landing-page/hero-desktop',
  landingHeroMobile: 'acquisition-landing-page/hero-mobile',
  landingCarouselDesktop: 'acquisition-landing-page/carousel-desktop',
  landingCarouselMobile: 'acquisition-landing-page/carousel-mobile',
  registrationDesktop: 'registration-method-banners/desktop',
  registrationMobile: 'registration-method-banners/mobile',
  registrationSmallMobile: 'registration-method-banners/smallMobile',
  registrationDesktopV2: 'registration-method-banners/desktopV2',
  registrationMobileHeaderV2: 'registration-method-banners/mobileHeaderV2',
  registrationMobileBackgroundV2: 'registration-method-banners/mobileBackgroundV2',
  verificationMobileBackground: 'verification-method-banners/mobileBackground',
  verificationDesktop: 'verification-method-banners/desktop',
  promotionParameterIcons: 'promotionParameterIcons',
  specialCategories: 'special-categories',
  categoryImages: 'category-images',
  avatars: 'avatars',
} as const;

export type FileFolder = (typeof FILE_FOLDERS)[keyof typeof FILE_FOLDERS];

/**
 * Every standard folder path, parents included, parents first: the spec's list and the folders each module of the
 * running product declares (created at the first start; the file manager does not let them be renamed or deleted).
 */
export function standardFolders(): readonly string[] {
  const declared = describedModules().flatMap((module) => module.folders ?? []);
  return [
    ...new Set(
      [...Object.values(FILE_FOLDERS), ...declared].flatMap((folder) => {
        const parts = folder.split('/');
        return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
      }),
    ),
  ];
}

/** The Polish notice of the file manager about the per-folder limit. */
export const filesPerFolderNotice = (limit = FILES_PER_FOLDER_LIMIT) =>
  `Uwaga: menedżer plików nie wyświetla więcej niż ${limit} plików w jednym folderze. ` +
  `Pliki ponad ten limit pozostają w chmurze, ale nie można ich znaleźć ani w menedżerze plików, ani w oknie wyboru pliku. ` +
  `Po osiągnięciu limitu wgrywanie kolejnych plików do folderu jest zablokowane.`;

// Letters and digits of any script, space and a few punctuation marks. No '/', '\', '%', ':', quotes,
// wildcards or control characters: such names are how paths escape a root or break a URL. No comma
// either: several paths travel comma-joined in one query parameter (DELETE files?path=a,b).
const NAME_CHARS = /^[\p{L}\p{M}\p{N} ._\-()+!@&=~'[\]]+$/u;
const encoder = new TextEncoder();

/** Why a single file or folder name is unsafe, or null when it is fine. */
export function nameProblem(name: string): string | null {
  if (name.length === 0) return 'must not be empty';
  if (name.includes('\0')) return 'must not contain NUL';
  if (name === '.' || name === '..') return 'must not be . or ..';
  if (name.startsWith('.')) return 'must not start with a dot';
  if (name !== name.trim()) return 'must not start or end with a space';
  if (encoder.encode(name).length > MAX_NAME_BYTES) return messages.maxLength(MAX_NAME_BYTES + 1);
  if (!NAME_CHARS.test(name)) return 'may contain only letters, digits, spaces and . _ - ( ) + ! @ & = ~ \' [ ]';
  return null;
}

/**
 * Why a relative storage path ("banners/2024/summer.png") is unsafe, or null. The root is ''.
 * Absolute paths, '..', backslashes, empty segments and overlong paths are refused.
 */
export function pathProblem(path: string, { allowRoot = false } = {}): string | null {
  if (path === '') return allowRoot ? null : 'must not be the root';
  if (path.length > MAX_PATH_LENGTH) return messages.maxLength(MAX_PATH_LENGTH + 1);
  if (path.startsWith('/')) return 'must be relative';
  for (const segment of path.split('/')) {
    const problem = nameProblem(segment);
    if (problem) return `segment "${segment.slice(0, 40)}" ${problem}`;
  }
  return null;
}

/** Normalises so visually equal names (composed or decomposed accents) are one file. */
const nfc = (value: string) => value.normalize('NFC');

/** A path field of the API; '' (the root) only where allowRoot. */
export function pathField(label: string, { allowRoot = false } = {}) {
  return firstIssueOnly(
    v.pipe(
      string(messages.required(label)),
      maxLength(MAX_PATH_LENGTH),
      v.transform(nfc),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const problem = pathProblem(dataset.value, { allowRoot });
        if (problem) addIssue({ message: `${label} ${problem}` });
      }),
    ),
  );
}

/** A file or folder name typed by staff (rename, create folder): required, then safe. */
export function nameField(label: string) {
  return firstIssueOnly(
    v.pipe(
      requiredText(label, MAX_NAME_BYTES),
      v.transform(nfc),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const problem = nameProblem(dataset.value);
        if (problem) addIssue({ message: `${label} ${problem}` });
      }),
    ),
  );
}

// An optional origin, maybe with a base path (FILES_PUBLIC_URL goes in front of file links), then /files/ and the
// encoded storage path.
const FILE_REFERENCE = /^(?:https?:\/\/[a-z0-9.-]+(?::\d{1,5})?(?:\/[\w~-]+(?:\.[\w~-]+)*)*)?\/files\/([^?#]+)$/i;

/**
 * Why a stored file reference (an image field: "/files/banners/a%20b.png", or the same behind the public
 * origin) is unsafe, or null. The decoded path must pass the file manager's own check, so no '..', quotes or
 * markup can ride along in a link that pages render.
 */
export function fileReferenceProblem(reference: string): string | null {
  return fileReferencePath(reference) === null ? messages.invalid('file link') : null;
}

/** The storage path a file reference points to ("/files/regulations/a%20b.pdf" → "regulations/a b.pdf"), or null when unsafe. */
export function fileReferencePath(reference: string): string | null {
  const match = FILE_REFERENCE.exec(reference);
  if (!match) return null;
  let path: string;
  try {
    path = match[1].split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
  return pathProblem(path) ? null : path;
}

/** Every PDF starts with these bytes (the PDF header); the name and the browser's type prove nothing. */
export const PDF_MAGIC = '%PDF-';
/** What staff read when a file called .pdf is something else. */
export const NOT_A_PDF = 'The file is not a PDF document';

/** Whether the first bytes of a file are those of a PDF. */
export function isPdfBytes(head: Uint8Array): boolean {
  return PDF_MAGIC.split('').every((char, i) => head[i] === char.charCodeAt(0));
}

/** The rule of every stored file or image link: a link into the file store that passes the path check. */
export function fileReference(message = messages.invalid('file link')) {
  return v.pipe(
    string(message),
    v.trim(),
    maxLength(MAX_PATH_LENGTH + 200),
    v.check((value) => fileReferenceProblem(value) === null, messages.invalid('file link')),
  );
}

const queryFlag = v.optional(
  v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false'])], messages.invalid('boolean')),
    v.transform((value) => value === true || value === 'true'),
  ),
  false,
);

// Standard base64, optionally behind a data: URL prefix (the rich-text editor sends those).
const BASE64 = /^(?:data:[\w.+-]+\/[\w.+-]+;base64,)?[A-Za-z0-9+/\s]*={0,2}$/;

/** POST v1/files: one file, base64 encoded, into a folder. */
export const uploadFileSchema = v.strictObject({
  fileContents: firstIssueOnly(
    v.pipe(
      string(messages.required('File')),
      v.nonEmpty(messages.required('File')),
      v.regex(BASE64, messages.invalid('base64 file content')),
    ),
  ),
  fileName: nameField('File name'),
  folderName: pathField('Folder'),
  overwrite: v.optional(v.boolean(messages.invalid('boolean')), false),
});
export type UploadFileInput = v.InferInput<typeof uploadFileSchema>;

/** GET v1/files?path=&flat=: a folder's entries; flat lists every file below it instead. */
export const listFilesQuerySchema = v.object({
  path: v.optional(pathField('Path', { allowRoot: true }), ''),
  flat: queryFlag,
});

/**
 * DELETE v1/files?path=a,b&flat=: one or several entries, comma-joined or repeated; flat refuses folders
 * that are not empty.
 */
export const deleteFilesQuerySchema = v.object({
  path: v.pipe(
    v.union([string(), v.array(string())], messages.required('Path')),
    v.transform((value) => (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(','))),
    v.array(pathField('Path')),
    v.minLength(1, messages.minItems(1)),
    v.maxLength(FILES_PER_FOLDER_LIMIT, messages.maxItems(FILES_PER_FOLDER_LIMIT)),
  ),
  flat: queryFlag,
});

/** POST v1/folder?path=: creates one folder. */
export const createFolderQuerySchema = v.object({ path: pathField('Path') });

/** PATCH v1/files and v1/folder: rename (same parent) or move (another parent). */
export const moveEntrySchema = v.strictObject({
  source: pathField('Source'),
  destination: pathField('Destination'),
});
export type MoveEntryInput = v.InferInput<typeof moveEntrySchema>;

/** The create-folder and rename forms (the spec: "File rename and folder name: required"). */
export const folderFormSchema = v.object({ name: nameField('Folder name') });
export const renameFormSchema = v.object({ name: nameField('Name') });
export type NameFormValues = v.InferOutput<typeof renameFormSchema>;

/** One entry of a listing. */
export interface FileEntry {
  /** The path, which is the id. */
  id: string;
  name: string;
  isDir: boolean;
  /** Public URL of a file; '' for a folder. */
  link: string;
  contentType: string | null;
  size: number;
  updatedAt: string;
}

/** GET v1/files answer: entries newest first, at most FILES_PER_FOLDER_LIMIT files. */
export interface FileListing {
  path: string;
  entries: FileEntry[];
  /** Files in the folder, including those above the limit. */
  totalFiles: number;
  truncated: boolean;
  limit: number;
}

/** Joins a folder path and a name ('' is the root). */
export const joinPath = (folder: string, name: string) => (folder ? `${folder}/${name}` : name);
/** The parent folder of a path ('' for a top-level entry). */
export const parentPath = (path: string) => path.split('/').slice(0, -1).join('/');
/** The last segment of a path. */
export const baseName = (path: string) => path.split('/').pop() ?? '';

/** A record that points at a stored file (answered by GET files/usage and in a 409 of delete/rename/move). */
export interface FileUsage {
  /** The stored file or folder the record uses. */
  path: string;
  /** The module's key, e.g. 'landing'. */
  module: string;
  /** What the module calls one record, e.g. 'Landing page'. */
  moduleLabel: string;
  id: number | string;
  name: string;
}
