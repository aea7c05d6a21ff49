// The image rules held on the server too: a record whose image field names a stored file that breaks the field's
// rule (MB, dimensions; the module definition's `images`) is refused with 400 on that field — the upload fields check
// the same rules in the browser, which a request to the API or "Choose from files" can go around.
// A link to no stored file is refused too ("File does not exist": it would show a broken image, and the rules could
// not be checked); a value the record already had is not read again.
import {
  IMAGE_HEAD_BYTES,
  checkDimensions,
  checkFileSize,
  fileReferencePath,
  imageDimensions,
  uploadMessages,
  type ImageRules,
  type ImageSizeSpec,
} from '@backoffice/validation';
import { HttpError } from '../http/errors';
import type { FileStorage } from '../modules/files/storage/file-storage';

/** Every string at `path` with its concrete path (`config.carousel.0.desktopImage`). */
export function valuesAt(value: unknown, path: string): { path: string; value: string }[] {
  const walk = (node: unknown, parts: string[], at: string[]): { path: string; value: string }[] => {
    if (parts.length === 0) return typeof node === 'string' && node !== '' ? [{ path: at.join('.'), value: node }] : [];
    if (node === null || typeof node !== 'object') return [];
    const [head, ...rest] = parts;
    const array = head.endsWith('[]');
    const key = array ? head.slice(0, -2) : head;
    if (!Object.prototype.hasOwnProperty.call(node, key)) return [];
    const child = (node as Record<string, unknown>)[key];
    if (!array) return walk(child, rest, [...at, key]);
    return Array.isArray(child) ? child.flatMap((item, i) => walk(item, rest, [...at, key, String(i)])) : [];
  };
  return walk(value, path.split('.'), []);
}

/** What a write hears of an image link that names no stored file (or a folder). */
export const MISSING_FILE = 'File does not exist';

/** Why the stored file breaks `rule` (spec messages; MISSING_FILE when there is none), or undefined. */
async function storedImageProblem(storage: FileStorage, link: string, rule: ImageSizeSpec): Promise<string | undefined> {
  const key = fileReferencePath(link);
  if (key === null) return undefined;
  const entry = await storage.stat(key);
  if (!entry || entry.isDir) return MISSING_FILE;
  const tooLarge = checkFileSize(entry.size, rule.maxMb);
  if (tooLarge) return tooLarge;
  const head = await storage.readHead(key, IMAGE_HEAD_BYTES);
  const size = head && imageDimensions(head);
  return size ? checkDimensions(size, rule) : uploadMessages.wrongFormat;
}

/** Refuses (400, each field named) a write whose new image links break their rules. */
export async function checkImageRules(
  rules: ImageRules,
  record: Record<string, unknown>,
  existing: Record<string, unknown> | undefined,
  storage: () => Promise<FileStorage>,
): Promise<void> {
  const errors = new Map<string, string[]>();
  for (const [path, ruleOf] of Object.entries(rules)) {
    const before = new Set(existing ? valuesAt(existing, path).map((v) => v.value) : []);
    const rule = typeof ruleOf === 'function' ? ruleOf(record) : ruleOf;
    for (const { path: field, value } of valuesAt(record, path)) {
      if (before.has(value)) continue;
      const problem = await storedImageProblem(await storage(), value, rule);
      if (problem) errors.set(field, [problem]);
    }
  }
  if (errors.size > 0) throw new HttpError(400, 'Validation failed', Object.fromEntries(errors));
}
