// The server's own check of a regulation's PDFs: a link the form sends must name a file of the store whose bytes
// start as a PDF does. The upload route already refuses content that disagrees with its name; this also catches a
// file picked from the store ("Choose from files") or a link typed into the API.
import { NOT_A_PDF, PDF_MAGIC, fileReferencePath, isPdfBytes } from '@backoffice/validation';
import { REGULATION_FILE_FIELDS, type RegulationInput } from '@backoffice/modules-content';
import { HttpError } from '../../http/errors';
import type { WriteContext } from '../../resource/definition';
import { storageFor } from '../files/storage/storage-for-app';

export const PDF_NOT_FOUND = 'The PDF was not found in the file store';

/** beforeWrite of regulations: every new or changed PDF link is read from the store (unchanged ones were checked). */
export async function checkRegulationPdfs(input: RegulationInput, context: WriteContext): Promise<RegulationInput> {
  const storage = await storageFor(context.request.server);
  const errors: Record<string, string[]> = {};
  for (const field of REGULATION_FILE_FIELDS) {
    const link = input[field];
    if (!link || link === context.existing?.[field]) continue;
    const path = fileReferencePath(link);
    const head = path === null ? null : await storage.readHead(path, PDF_MAGIC.length);
    if (!head) errors[field] = [PDF_NOT_FOUND];
    else if (!isPdfBytes(head)) errors[field] = [NOT_A_PDF];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, 'Validation failed', errors);
  return input;
}
