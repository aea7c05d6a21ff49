import { checkDimensions, checkFileSize, checkFileType } from './file-checks';
import type { PickedFile } from './file-browser';
import { measureImageFile, measureImageUrl } from './image-measure';
import type { ImageSizeSpec } from './image-sizes';

/** Why a chosen image file cannot go into a field of `size` (type, MB, dimensions; spec messages), or undefined. */
export async function imageFileProblem(file: File, size: ImageSizeSpec): Promise<string | undefined> {
  const quick = checkFileType(file.type, 'image/*') ?? checkFileSize(file.size, size.maxMb);
  if (quick) return quick;
  try {
    return checkDimensions(await measureImageFile(file), size);
  } catch {
    return checkFileType('', 'image/*');
  }
}

/** The same for a file picked from the file manager (already stored: checked by its size and URL). */
export async function pickedImageProblem(file: PickedFile, size: ImageSizeSpec): Promise<string | undefined> {
  const sizeProblem = checkFileSize(file.size, size.maxMb);
  if (sizeProblem) return sizeProblem;
  try {
    return checkDimensions(await measureImageUrl(file.url), size);
  } catch {
    return checkFileType('', 'image/*');
  }
}
